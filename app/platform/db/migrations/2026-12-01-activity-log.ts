import { type Kysely, type Migration } from "kysely";

export default function activityLog(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The audit log becomes the workspace's activity log: what was done to which object (a post,
      // a campaign, an account, a kind of fact), from which address.
      for (const [column, type] of [
        ["object_kind", "varchar(20)"],
        ["object_id", "varchar(80)"],
        ["object_label", "varchar(200)"],
        ["ip", "varchar(64)"],
      ] as const) {
        await db.schema.alterTable("audit_log").addColumn(column, type).execute();
      }
      await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
    },
  };
}
