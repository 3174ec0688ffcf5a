import { type Kysely, type Migration } from "kysely";

export default function spentTokenOwner(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The submission that spent a form token: when the database took the spend but its answer
      // was lost (an outage), the submission kept on the instance is told apart from a reuse.
      await db.schema.alterTable("used_form_tokens").addColumn("spent_by", "varchar(40)").execute();
    },
  };
}
