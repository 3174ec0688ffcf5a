import { now, type Db } from "./db.server";
import type { CommentStatus, Database } from "./schema.server";

/** How many rows a workspace list shows at once (the oldest beyond it wait for the next look). */
export const LIST_LIMIT = 200;

/** Held submissions not yet released, newest first, with what they said. */
export async function heldSpam(db: Db) {
  const rows = await db
    .selectFrom("suspected_spam")
    .selectAll()
    .where("released_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(({ payload, ...row }) => {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const text = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : "");
    return {
      ...row,
      name: text("name") || [text("f-name"), text("l-name")].filter(Boolean).join(" "),
      email: text("email"),
      subject: text("suject") || text("company"),
      message: text("message") || text("details") || text("comment"),
    };
  });
}

export type CommentTab = CommentStatus;

/** Comments in one state, newest first, with the comment each answers. */
export function commentsIn(db: Db, status: CommentStatus) {
  return db
    .selectFrom("comments")
    .leftJoin("comments as parent", "parent.id", "comments.parent_id")
    .select([
      "comments.id",
      "comments.post_slug",
      "comments.language",
      "comments.author_name",
      "comments.author_email",
      "comments.author_website",
      "comments.body",
      "comments.status",
      "comments.ip",
      "comments.created_at",
      "parent.author_name as parent_author",
      "parent.body as parent_body",
    ])
    .where("comments.status", "=", status)
    .orderBy("comments.created_at", "desc")
    .orderBy("comments.id", "desc")
    .limit(LIST_LIMIT)
    .execute();
}

/** Sets the state of some comments; returns how many changed. */
export async function setCommentStatus(db: Db, ids: number[], status: CommentStatus) {
  if (!ids.length) return 0;
  const result = await db
    .updateTable("comments")
    .set({ status })
    .where("id", "in", ids)
    .where("status", "!=", status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

type Subscriber = Database["newsletter_subscribers"];

/** Subscribers in one state, newest first; every one of them for an export. */
export function subscribersIn(db: Db, status?: Subscriber["status"], limit = LIST_LIMIT) {
  return db
    .selectFrom("newsletter_subscribers")
    .select([
      "id",
      "email",
      "status",
      "subscribed_at",
      "subscribed_ip",
      "confirmed_at",
      "confirmed_ip",
      "unsubscribed_at",
    ])
    .$if(Boolean(status), (query) => query.where("status", "=", status!))
    .orderBy("subscribed_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Unsubscribes an address at its owner's request; false when it was not subscribed. */
export async function unsubscribeById(db: Db, id: number) {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "unsubscribed", unsubscribed_at: now(), confirm_token_hash: null })
    .where("id", "=", id)
    .where("status", "!=", "unsubscribed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

type OutboxStatus = Database["outbox"]["status"];

/** What the workspace shows of an e-mail. */
export const mailColumns = [
  "id",
  "to_address",
  "subject",
  "status",
  "attempts",
  "last_error",
  "created_at",
  "sent_at",
] as const;

/** Messages of the outbox in one state, newest first. */
export function outboxIn(db: Db, status: OutboxStatus) {
  return db
    .selectFrom("outbox")
    .select([...mailColumns, "failed_at", "lead_id"])
    .where("status", "=", status)
    .orderBy("id", "desc")
    .limit(LIST_LIMIT)
    .execute();
}

/** Puts a failed message back in the queue, due now; false when it is not a failed one. */
export async function retryMail(db: Db, id: number) {
  const result = await db
    .updateTable("outbox")
    .set({
      status: "pending",
      next_attempt_at: now(),
      rejections: 0,
      failed_at: null,
      failure_reported_at: null,
      claim_token: null,
    })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
