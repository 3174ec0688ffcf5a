import { sql } from "kysely";
import { containsPattern, now, type Db } from "~/platform/db/db.server";
import { heldFields } from "../features/submissions/held-spam.server";
import type { CommentStatus, Database } from "~/platform/db/schema.server";
import type { ListSearch } from "~/lib/workspace-filter";

/** How many rows a page of a workspace list shows. */
export const LIST_PER_PAGE = 50;
/** The most address-by-address lines of spam counted rather than kept that the spam page lists. */
const OVERFLOW_LIMIT = 200;

/** Case-insensitive "contains" on any of some text columns, on both databases. */
const containsAny = (columns: readonly string[], q: string) => {
  const pattern = containsPattern(q);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
};

/**
 * A page of a list and how many rows it has in all: `count` counts them, `page` reads the rows of
 * one page (with the list's order and columns).
 */
async function paged<Row>(
  search: ListSearch,
  count: () => Promise<{ count: number | string | bigint }>,
  page: (limit: number, offset: number) => Promise<Row[]>,
) {
  const [total, rows] = await Promise.all([
    count(),
    page(LIST_PER_PAGE, (search.page - 1) * LIST_PER_PAGE),
  ]);
  return { total: Number(total.count), rows };
}

/**
 * One page of the held submissions not yet released, newest first, with what they said, and how
 * many there are: all of them, or those whose name, e-mail, subject or message holds the search's
 * words, or whose reason is one of `reasons` (the reasons whose names hold them).
 */
export async function heldSpam(db: Db, filter: ListSearch, reasons: readonly string[] = []) {
  let query = db.selectFrom("suspected_spam").where("released_at", "is", null);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        // search_text is lower-cased as it is stored (see heldSearchText).
        sql<boolean>`search_text like ${pattern} escape '\\'`,
        ...(reasons.length ? [eb("reason", "in", reasons)] : []),
      ]),
    );
  }
  const total = await query
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LIST_PER_PAGE)
    .offset((filter.page - 1) * LIST_PER_PAGE)
    .execute();
  return {
    total: Number(total.count),
    rows: rows.map(({ payload, search_text: _, ...row }) => ({ ...row, ...heldFields(payload) })),
  };
}

/**
 * Held submissions that were counted, not kept, because their address went over its limit for a
 * form: per form and address, how many, since when and until when, the latest first.
 */
export function spamOverflow(db: Db) {
  return db
    .selectFrom("spam_overflow")
    .select((eb) => [
      "form",
      "ip",
      eb.fn.sum<number>("dropped").as("dropped"),
      eb.fn.min("window_start").as("since"),
      eb.fn.max("last_at").as("last_at"),
    ])
    .groupBy(["form", "ip"])
    .orderBy("last_at", "desc")
    .limit(OVERFLOW_LIMIT)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, dropped: Number(row.dropped) })));
}

export type CommentTab = CommentStatus;

/**
 * One page of the comments in a state, newest first, with the comment each answers; searched by
 * author, e-mail, words of the comment or the post's address.
 */
export function commentsIn(db: Db, status: CommentStatus, search: ListSearch = { page: 1 }) {
  const query = db
    .selectFrom("comments")
    .where("comments.status", "=", status)
    .$if(Boolean(search.q), (inner) =>
      inner.where(
        containsAny(
          ["comments.author_name", "comments.author_email", "comments.body", "comments.post_slug"],
          search.q!,
        ),
      ),
    );
  return paged(
    search,
    () => query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    (limit, offset) =>
      query
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
        .orderBy("comments.created_at", "desc")
        .orderBy("comments.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
  );
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

const subscriberColumns = [
  "id",
  "email",
  "status",
  "subscribed_at",
  "subscribed_ip",
  "confirmed_at",
  "confirmed_ip",
  "unsubscribed_at",
  "locale",
  "refusals",
] as const;

/** One page of the subscribers in a state, newest first, searched by address. */
export function subscribersIn(
  db: Db,
  status: Subscriber["status"],
  search: ListSearch = { page: 1 },
) {
  const query = db
    .selectFrom("newsletter_subscribers")
    .where("status", "=", status)
    .$if(Boolean(search.q), (inner) => inner.where(containsAny(["email"], search.q!)));
  return paged(
    search,
    () => query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    (limit, offset) =>
      query
        .select(subscriberColumns)
        .orderBy("subscribed_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
  );
}

/** Every subscriber in every state, newest first, for the export. */
export function allSubscribers(db: Db) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(subscriberColumns)
    .orderBy("subscribed_at", "desc")
    .orderBy("id", "desc")
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

/** One page of the outbox's messages in a state, newest first, searched by recipient or subject. */
export function outboxIn(db: Db, status: OutboxStatus, search: ListSearch = { page: 1 }) {
  const query = db
    .selectFrom("outbox")
    .where("status", "=", status)
    // Newsletter campaigns' e-mails are counted on their campaign's page instead.
    .where("kind", "!=", "campaign")
    .$if(Boolean(search.q), (inner) =>
      inner.where(containsAny(["to_address", "subject"], search.q!)),
    );
  return paged(
    search,
    () => query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    (limit, offset) =>
      query
        .select([...mailColumns, "failed_at", "lead_id"])
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
  );
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
