import {
  idsOf,
  mayMention,
  mentionsPerson,
  whenAny,
  type PersonalData,
} from "~/platform/personal-data.server";

/** Submissions held as suspected spam that name the person. */
export const submissionsPersonalData = {
  async find(db, key) {
    const held = await db
      .selectFrom("suspected_spam")
      .select(["id", "payload"])
      .where(mayMention("suspected_spam.payload", key))
      .execute();
    return {
      heldSpam: held.filter((row) => mentionsPerson(row.payload, key)).map((row) => row.id),
    };
  },

  async copy(db, found) {
    return {
      heldSubmissions: await whenAny(idsOf(found, "heldSpam"), (ids) =>
        db
          .selectFrom("suspected_spam")
          .select(["form", "reason", "payload", "created_at", "ip"])
          .where("id", "in", ids)
          .execute(),
      ),
    };
  },

  async erase(trx, found) {
    const held = idsOf(found, "heldSpam");
    if (held.length) await trx.deleteFrom("suspected_spam").where("id", "in", held).execute();
  },
} satisfies PersonalData;
