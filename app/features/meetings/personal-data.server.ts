import { leadIdsIn } from "~/features/leads/index.server";
import { idsOf, whenAny, type PersonalData } from "~/platform/personal-data.server";

/**
 * The meetings a person booked: their name, address, number and note. An erasure deletes them,
 * past or to come, and frees their time; the retention run deletes a meeting once it ended as long
 * ago as an untouched enquiry is kept.
 */
export const meetingsPersonalData = {
  async find(db, key, soFar) {
    const leads = leadIdsIn(soFar);
    const rows = await db
      .selectFrom("meetings")
      .select("id")
      .where((eb) =>
        eb.or([
          key.kind === "email"
            ? eb(eb.fn("lower", ["email"]), "=", key.value)
            : eb("phone", "=", key.value),
          ...(leads.length ? [eb("lead_id", "in", leads)] : []),
        ]),
      )
      .execute();
    return { meetings: rows.map((row) => row.id) };
  },

  async copy(db, found) {
    return {
      meetings: await whenAny(idsOf(found, "meetings"), (ids) =>
        db
          .selectFrom("meetings")
          .select([
            "kind",
            "starts_at",
            "ends_at",
            "status",
            "name",
            "email",
            "phone",
            "note",
            "time_zone",
            "created_at",
            "cancelled_at",
          ])
          .where("id", "in", ids)
          .orderBy("id")
          .execute(),
      ),
    };
  },

  async erase(trx, found) {
    const ids = idsOf(found, "meetings");
    if (ids.length === 0) return;
    await trx.deleteFrom("meeting_blocks").where("meeting_id", "in", ids).execute();
    await trx.deleteFrom("meetings").where("id", "in", ids).execute();
  },

  async expire(trx, { leadsBefore }) {
    const old = trx.selectFrom("meetings").select("id").where("ends_at", "<", leadsBefore);
    await trx.deleteFrom("meeting_blocks").where("meeting_id", "in", old).execute();
    const deleted = await trx
      .deleteFrom("meetings")
      .where("ends_at", "<", leadsBefore)
      .executeTakeFirst();
    return { meetings: Number(deleted.numDeletedRows) };
  },
} satisfies PersonalData;
