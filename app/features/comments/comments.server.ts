import { createHmac, timingSafeEqual } from "node:crypto";
import { inTransaction, now, type Db } from "~/platform/db/db.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import { agencyEmails } from "~/content/en/agency-emails";
import { fenceVisitorText } from "~/lib/visitor-text";
import type { Locale } from "~/content/copy";
import type { CommentNode } from "~/lib/comment-tree";
import { fill } from "~/lib/format";
import { defaultLocale, isLocale, pathIn } from "~/content/copy";
import type { CommentInput } from "~/lib/forms/comment";

/**
 * The approved comments of one language version of a post as a tree, oldest first, and how many
 * there are: each version has a thread of its own.
 */
export async function approvedComments(db: Db, slug: string, language: string) {
  const rows = await db
    .selectFrom("comments")
    .select(["id", "parent_id", "author_name", "author_website", "body", "created_at"])
    .where("post_slug", "=", slug)
    .where("language", "=", language)
    .where("status", "=", "approved")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const nodes = new Map<number, CommentNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        author: row.author_name,
        website: row.author_website,
        body: row.body,
        date: row.created_at,
        replies: [],
      },
    ]),
  );
  const roots: CommentNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent ? parent.replies : roots).push(node);
  }
  return { comments: roots, count: rows.length };
}

/** How many approved comments each post's version in a language has. */
export async function approvedCommentCounts(db: Db, language: string) {
  const rows = await db
    .selectFrom("comments")
    .select(["post_slug", db.fn.countAll<number>().as("count")])
    .where("status", "=", "approved")
    .where("language", "=", language)
    .groupBy("post_slug")
    .execute();
  return new Map(rows.map((row) => [row.post_slug, Number(row.count)]));
}

/** The address of the post version a comment belongs to. */
export const commentPostPath = (comment: { post_slug: string; language: string }) =>
  pathIn(
    isLocale(comment.language) ? comment.language : defaultLocale,
    `/news/${comment.post_slug}`,
  );

export type Decision = "approve" | "reject";

/** The signature of a moderation link: the comment, the decision and when the link expires. */
export const moderationSignature = (
  secret: string,
  id: number,
  decision: string,
  expires: number,
) =>
  createHmac("sha256", secret).update(`comment:${id}:${decision}:${expires}`).digest("base64url");

/** A signed link that approves or rejects one comment, valid until `expires` (seconds since 1970). */
export function moderationLink(
  publicUrl: string,
  secret: string,
  id: number,
  decision: Decision,
  expires: number,
) {
  const sig = moderationSignature(secret, id, decision, expires);
  return `${publicUrl}/comments/moderate?id=${id}&decision=${decision}&exp=${expires}&sig=${sig}`;
}

/** The largest id a database integer holds. */
const MAX_ID = 2_147_483_647;

/**
 * Reads a moderation link's parameters (from its address or the form that applies it): null when
 * they are malformed or the signature does not match, and whether the link has expired.
 */
export function readModerationLink(params: URLSearchParams | FormData, secret: string) {
  const id = Number(params.get("id"));
  const decision = params.get("decision");
  const expires = Number(params.get("exp"));
  const sig = params.get("sig");
  if (
    !Number.isInteger(id) ||
    id < 1 ||
    id > MAX_ID ||
    (decision !== "approve" && decision !== "reject") ||
    !Number.isInteger(expires) ||
    typeof sig !== "string"
  ) {
    return null;
  }
  const expected = Buffer.from(moderationSignature(secret, id, decision, expires));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id, decision: decision as Decision, expires, sig, expired: expires * 1000 < Date.now() };
}

/**
 * Stores a comment as pending and e-mails the agency signed links to approve or reject it. A reply
 * must answer an approved comment of the same post; otherwise it is stored as a top-level comment.
 */
export async function submitComment(
  db: Db,
  outbox: Outbox,
  options: {
    agencyInbox: string;
    publicUrl: string;
    secret: string;
    linkTtlMs: number;
    /** The language of the page the comment was written on. */
    locale?: Locale;
    /** When it was written (a held or kept comment is stored later). */
    sentAt?: string;
  },
  post: { slug: string; language: string },
  input: CommentInput,
  ip: string,
) {
  const { slug, language } = post;
  await inTransaction(db, async (trx) => {
    const parent = input.parent
      ? await trx
          .selectFrom("comments")
          .select("id")
          .where("id", "=", input.parent)
          .where("post_slug", "=", slug)
          .where("language", "=", language)
          .where("status", "=", "approved")
          .executeTakeFirst()
      : undefined;
    const inserted = await trx
      .insertInto("comments")
      .values({
        post_slug: slug,
        language,
        parent_id: parent?.id ?? null,
        author_name: input.name,
        author_email: input.email,
        author_website: input.website ?? null,
        body: input.comment,
        status: "pending",
        ip,
        created_at: options.sentAt ?? now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mail = agencyEmails;
    const words = mail.comment;
    const expires = Math.floor((Date.now() + options.linkTtlMs) / 1000);
    const link = (decision: Decision) =>
      moderationLink(options.publicUrl, options.secret, inserted.id, decision, expires);
    await outbox.enqueue(
      {
        to: options.agencyInbox,
        replyTo: input.email,
        subject: fill(words.subjectLine, { slug }),
        text: [
          fill(words.intro, {
            url: `${options.publicUrl}${commentPostPath({ post_slug: slug, language })}`,
          }),
          `${mail.language}: ${mail.languages[options.locale ?? "en"]}`,
          ``,
          words.actions,
          `${words.approve}: ${link("approve")}`,
          `${words.reject}: ${link("reject")}`,
          ``,
          ...fenceVisitorText(
            [
              `${words.labels.name}: ${input.name}`,
              `${words.labels.email}: ${input.email}`,
              `${words.labels.website}: ${input.website ?? mail.none}`,
              ``,
              input.comment,
            ],
            mail.visitorText,
          ),
        ].join("\n"),
      },
      trx,
    );
  });
  outbox.kick();
}

/**
 * Approves or rejects a comment that is still awaiting moderation; false when it was decided
 * already, so that an e-mailed pair of links acts once.
 */
export async function moderateComment(db: Db, id: number, decision: Decision) {
  const result = await db
    .updateTable("comments")
    .set({ status: decision === "approve" ? "approved" : "rejected" })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findComment(db: Db, id: number) {
  return db
    .selectFrom("comments")
    .select(["id", "post_slug", "language", "author_name", "body", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
}
