import { idsOf, whenAny, type PersonalData } from "~/platform/personal-data.server";

/** A person's comments, by the address they gave (the replies under them go with them). */
export const commentsPersonalData = {
  async find(db, key) {
    if (key.kind !== "email") return { comments: [] };
    const rows = await db
      .selectFrom("comments")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["author_email"]), "=", key.value))
      .execute();
    return { comments: rows.map((row) => row.id) };
  },

  async copy(db, found) {
    return {
      comments: await whenAny(idsOf(found, "comments"), (ids) =>
        db.selectFrom("comments").selectAll().where("id", "in", ids).execute(),
      ),
    };
  },

  async erase(trx, found) {
    const comments = idsOf(found, "comments");
    if (comments.length) await trx.deleteFrom("comments").where("id", "in", comments).execute();
  },
} satisfies PersonalData;
