import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import type { ParsedMail } from "mailparser";
import { serverDatabases, test } from "./support";
import { freshSchema } from "../support/postgres-schema";
import { startSmtp } from "../support/smtp";

/**
 * A server of the test file's own, with its own database (a SQLite file, or a schema of its own
 * on PostgreSQL), whose outbox delivers to a real SMTP server in the test: started before the
 * file's tests and stopped after them. Returns its address and what the SMTP server received.
 */
export function serverWithMail(
  name: "follow-up" | "campaigns" | "accounts" | "accounts-postgres" | "booking",
  port: number,
  database: "sqlite" | "postgres" = "sqlite",
) {
  const base = `http://127.0.0.1:${port}`;
  const db = `data/e2e/${name}.db`;
  let databaseUrl = `file:${db}`;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: ChildProcess | undefined;
  let schema: Awaited<ReturnType<typeof freshSchema>> | undefined;
  let log = "";

  test.beforeAll(async () => {
    smtp = await startSmtp();
    for (const file of [db, `${db}-wal`, `${db}-shm`]) rmSync(file, { force: true });
    if (database === "postgres") {
      schema = await freshSchema("mail");
      databaseUrl = schema.url;
      serverDatabases.set(name, databaseUrl);
    }
    server = spawn(process.execPath, ["build/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: base,
        SMTP_URL: smtp.url,
        OUTBOX_POLL_MS: "300",
        FORM_MIN_FILL_MS: "0",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "ignore"],
    });
    server.stdout!.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const ready = await fetch(`${base}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the ${name} server did not start`);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill();
      await exited;
    }
    await smtp?.close();
    await schema?.drop();
  });

  return {
    base,
    received: () => smtp.received,
    /** What the server has written to its log so far (warnings and errors). */
    log: () => log,
    /** The e-mail received for an address with a subject, if any. */
    mailTo: (address: string, subject: string | RegExp) =>
      smtp.received.find(
        (mail: ParsedMail) =>
          JSON.stringify(mail.to).includes(address) &&
          (typeof subject === "string"
            ? mail.subject === subject
            : subject.test(mail.subject ?? "")),
      ),
  };
}
