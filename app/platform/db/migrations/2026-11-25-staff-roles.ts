import { sql, type Kysely, type Migration } from "kysely";

export default function staffRoles(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Owners stay owners; the staff who worked the leads become sales, and keep every page
      // they had. Editors are new.
      await sql`update staff_users set role = 'sales' where role = 'staff'`.execute(db);
    },
  };
}
