import { type Kysely, type Migration } from "kysely";
import { identityFor, type Dialect } from "./frozen";

export default function shopOrders(dialect: Dialect): Migration {
  const identity = identityFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // An order from the shop: its lead (kind "order") carries the customer and the pipeline;
      // this row keeps what was ordered, for how long, the amount and how they will pay.
      await db.schema
        .createTable("orders")
        .addColumn("id", "integer", identity)
        .addColumn("lead_id", "integer", (c) =>
          c.notNull().references("leads.id").onDelete("cascade"),
        )
        .addColumn("reference", "varchar(16)", (c) => c.notNull().unique())
        .addColumn("product", "varchar(32)", (c) => c.notNull())
        .addColumn("period", "integer", (c) => c.notNull())
        .addColumn("unit", "varchar(8)", (c) => c.notNull())
        .addColumn("amount", "integer", (c) => c.notNull())
        .addColumn("domain", "varchar(253)", (c) => c.notNull())
        .addColumn("payment_method", "varchar(16)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
  };
}
