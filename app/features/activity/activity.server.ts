import type { RouterContextProvider } from "react-router";
import type { Db } from "~/platform/db/db.server";
import { backendContext, staffContext, visitContext } from "~/platform/context.server";
import { paged } from "~/platform/lists.server";
import { dhakaDayEnd, dhakaDayStart } from "~/lib/dhaka-time";
import {
  activityGroups,
  type ActivityAction,
  type ActivityFilter,
  type ActivityObject,
} from "~/lib/workspace/activity";

/** The most entries one CSV holds: a year of a busy agency's work. */
const EXPORT_LIMIT = 20_000;

export type ActivityEntry = {
  action: ActivityAction;
  /** The account that did it, or null for the site itself (a retention run). */
  by: { id: number | null; name: string } | null;
  object?: ActivityObject;
  /** What else the entry says: a role, a reason, a count. */
  detail?: Record<string, string | number>;
  ip?: string;
};

/**
 * Writes one entry of the log. Given a transaction, it is written with the change it records, so
 * that neither stands without the other.
 */
export async function recordActivity(db: Db, entry: ActivityEntry, at = new Date()) {
  await db
    .insertInto("audit_log")
    .values({
      action: entry.action,
      actor_id: entry.by?.id ?? null,
      actor_name: (entry.by?.name ?? "").slice(0, 200),
      detail: JSON.stringify(entry.detail ?? {}),
      at: at.toISOString(),
      object_kind: entry.object?.kind ?? null,
      object_id: entry.object?.id.slice(0, 80) ?? null,
      object_label: entry.object?.label.slice(0, 200) ?? null,
      ip: entry.ip?.slice(0, 64) ?? null,
    })
    .execute();
}

function filtered(db: Db, filter: ActivityFilter) {
  let query = db.selectFrom("audit_log");
  if (filter.person !== undefined) query = query.where("actor_id", "=", filter.person);
  if (filter.group) query = query.where("action", "in", [...activityGroups[filter.group]]);
  if (filter.from) query = query.where("at", ">=", dhakaDayStart(filter.from));
  if (filter.to) query = query.where("at", "<", dhakaDayEnd(filter.to));
  return query;
}

const COLUMNS = [
  "id",
  "action",
  "actor_id",
  "actor_name",
  "detail",
  "at",
  "object_kind",
  "object_id",
  "object_label",
  "ip",
] as const;

/** One page of the log under a filter, newest first. */
export function activityIn(db: Db, filter: ActivityFilter) {
  const query = filtered(db, filter);
  return paged(
    { page: filter.page },
    () => query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    (limit, offset) =>
      query.select(COLUMNS).orderBy("id", "desc").limit(limit).offset(offset).execute(),
  );
}

/** Every entry under a filter, newest first, for the CSV. */
export function activityForExport(db: Db, filter: ActivityFilter) {
  return filtered(db, filter).select(COLUMNS).orderBy("id", "desc").limit(EXPORT_LIMIT).execute();
}

export type ActivityRow = Awaited<ReturnType<typeof activityForExport>>[number];

/** The people the log names, for its filter: every account that did something, by its last name. */
export async function activityPeople(db: Db) {
  const rows = await db
    .selectFrom("audit_log")
    .select(["actor_id", (eb) => eb.fn.max("actor_name").as("name")])
    .where("actor_id", "is not", null)
    .groupBy("actor_id")
    .execute();
  return rows
    .map((row) => ({ id: row.actor_id!, name: String(row.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Records what the signed-in member of staff of a workspace request did, from their address;
 * `db` is a transaction when the entry goes with the change it records.
 */
export function recordStaffActivity(
  context: Readonly<RouterContextProvider>,
  entry: Omit<ActivityEntry, "by" | "ip">,
  db: Db = context.get(backendContext).db,
) {
  const { user } = context.get(staffContext);
  return recordActivity(db, {
    ...entry,
    by: { id: user.id, name: user.name },
    ip: context.get(visitContext).ip,
  });
}

/** The latest entries of one action, newest first (the privacy page's erasures). */
export function latestOf(db: Db, action: ActivityAction, limit: number) {
  return db
    .selectFrom("audit_log")
    .select(["at", "actor_name", "detail"])
    .where("action", "=", action)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
