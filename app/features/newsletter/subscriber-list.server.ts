import { now, type Db } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { containsAny, paged } from "~/platform/lists.server";
import type { ListSearch } from "~/lib/workspace/filter";

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

/** Subscribers in any state whose address holds the words (the workspace's search). */
export function searchSubscribers(db: Db, q: string, limit: number) {
  return db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "status", "locale"])
    .where(containsAny(["email"], q))
    .orderBy("subscribed_at", "desc")
    .limit(limit)
    .execute();
}
