import { sql } from "kysely";
import { idsOf, whenAny, type PersonalData } from "~/platform/personal-data.server";
import { ACTIVITY_KEEP_MONTHS } from "~/lib/workspace/activity";

/**
 * What the activity log holds about someone outside the staff: an address typed at a refused
 * sign-in, or invited. An erasure keeps the entry (what happened, when) without the address; the
 * log's entries go after ACTIVITY_KEEP_MONTHS.
 */
export const activityPersonalData = {
  async find(db, key) {
    if (key.kind !== "email") return { activity: [] };
    const rows = await db
      .selectFrom("audit_log")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("actor_id", "is", null), eb(eb.fn("lower", ["actor_name"]), "=", key.value)]),
          eb.and([
            eb("object_kind", "=", "account"),
            eb(eb.fn("lower", ["object_label"]), "=", key.value),
          ]),
        ]),
      )
      .execute();
    return { activity: rows.map((row) => row.id) };
  },

  async copy(db, found) {
    return {
      activity: await whenAny(idsOf(found, "activity"), (ids) =>
        db
          .selectFrom("audit_log")
          .select(["action", "at", "ip"])
          .where("id", "in", ids)
          .orderBy("id")
          .execute(),
      ),
    };
  },

  async erase(trx, found, key) {
    const ids = idsOf(found, "activity");
    if (!ids.length) return;
    await trx
      .updateTable("audit_log")
      .set({
        actor_name: sql<string>`case when actor_id is null and lower(actor_name) = ${key.value} then '' else actor_name end`,
        object_label: sql<string>`case when lower(object_label) = ${key.value} then null else object_label end`,
        object_id: sql<string>`case when lower(object_label) = ${key.value} then null else object_id end`,
        ip: null,
      })
      .where("id", "in", ids)
      .execute();
  },

  async expire(trx, { at }) {
    const before = new Date(at);
    before.setUTCMonth(before.getUTCMonth() - ACTIVITY_KEEP_MONTHS);
    const result = await trx
      .deleteFrom("audit_log")
      .where("at", "<", before.toISOString())
      .executeTakeFirst();
    return { activityEntries: Number(result.numDeletedRows) };
  },
} satisfies PersonalData;
