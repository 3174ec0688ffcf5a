import { randomBytes } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server the tests use (CI's: 127.0.0.1:5432, trust, database `test`). */
export const POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A schema of its own on the tests' PostgreSQL server, so that tests running at once never meet:
 * the address that opens it (its search_path set), and how to drop it with all it holds.
 */
export async function freshSchema(prefix: string) {
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
