import { now, type Db } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";
import { containsAny, paged } from "~/platform/lists.server";
import type { ListSearch } from "~/lib/workspace/filter";

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
