import { type Kysely, type Migration } from "kysely";

export default function outboxLeasesAndFailures(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const outbox = () => db.schema.alterTable("outbox");
      await outbox()
        .addColumn("kind", "varchar(16)", (c) => c.notNull().defaultTo("mail"))
        .execute();
      await outbox()
        .addColumn("rejections", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await outbox().addColumn("claim_token", "varchar(36)").execute();
      await outbox().addColumn("failed_at", "varchar(32)").execute();
      await outbox().addColumn("failure_reported_at", "varchar(32)").execute();
    },
  };
}
