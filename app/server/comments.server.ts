import { createHmac, timingSafeEqual } from "node:crypto";
import { now, type Db } from "./db.server";
import type { Outbox } from "./outbox.server";
import { agencyEmails } from "~/content/en/agency-emails";
import type { CommentNode } from "~/lib/comment-tree";
import { fill } from "~/lib/format";
import type { CommentInput } from "~/lib/forms/comment";

/** The approved comments of a post as a tree, oldest first, and how many there are. */
export async function approvedComments(db: Db, slug: string) {
  const rows = await db
    .selectFrom("comments")
    .select(["id", "parent_id", "author_name", "author_website", "body", "created_at"])
    .where("post_slug", "=", slug)
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

export async function approvedCommentCounts(db: Db) {
  const rows = await db
    .selectFrom("comments")
    .select(["post_slug", db.fn.countAll<number>().as("count")])
    .where("status", "=", "approved")
    .groupBy("post_slug")
    .execute();
  return new Map(rows.map((row) => [row.post_slug, Number(row.count)]));
}

export const moderationSignature = (secret: string, id: number, decision: string) =>
  createHmac("sha256", secret).update(`comment:${id}:${decision}`).digest("base64url");

export function verifyModeration(secret: string, id: number, decision: string, signature: string) {
  const expected = Buffer.from(moderationSignature(secret, id, decision));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Stores a comment as pending and e-mails the agency signed links to approve or reject it. A reply
 * must answer an approved comment of the same post; otherwise it is stored as a top-level comment.
 */
export async function submitComment(
  db: Db,
  outbox: Outbox,
  options: { agencyInbox: string; publicUrl: string; secret: string },
  slug: string,
  input: CommentInput,
  ip: string,
) {
  await db.transaction().execute(async (trx) => {
    const parent = input.parent
      ? await trx
          .selectFrom("comments")
          .select("id")
          .where("id", "=", input.parent)
          .where("post_slug", "=", slug)
          .where("status", "=", "approved")
          .executeTakeFirst()
      : undefined;
    const inserted = await trx
      .insertInto("comments")
      .values({
        post_slug: slug,
        parent_id: parent?.id ?? null,
        author_name: input.name,
        author_email: input.email,
        author_website: input.website ?? null,
        body: input.comment,
        status: "pending",
        ip,
        created_at: now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mail = agencyEmails;
    const words = mail.comment;
    const link = (decision: "approve" | "reject") =>
      `${options.publicUrl}/comments/moderate?id=${inserted.id}&decision=${decision}&sig=${moderationSignature(options.secret, inserted.id, decision)}`;
    await outbox.enqueue(
      {
        to: options.agencyInbox,
        replyTo: input.email,
        subject: fill(words.subjectLine, { slug }),
        text: [
          fill(words.intro, { url: `${options.publicUrl}/news/${slug}` }),
          ``,
          `${words.labels.name}: ${input.name}`,
          `${words.labels.email}: ${input.email}`,
          `${words.labels.website}: ${input.website ?? mail.none}`,
          ``,
          input.comment,
          ``,
          `${words.approve}: ${link("approve")}`,
          `${words.reject}: ${link("reject")}`,
        ].join("\n"),
      },
      trx,
    );
  });
  outbox.kick();
}

export async function moderateComment(db: Db, id: number, decision: "approve" | "reject") {
  const result = await db
    .updateTable("comments")
    .set({ status: decision === "approve" ? "approved" : "rejected" })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findComment(db: Db, id: number) {
  return db
    .selectFrom("comments")
    .select(["id", "post_slug", "author_name", "body", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
}
