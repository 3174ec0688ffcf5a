import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { silentLog, type Store } from "./stores";
import { FormGuard } from "~/features/submissions/guard.server";
import type { Backend } from "~/backend.server";
import type { DatabaseHandle } from "~/platform/db/db.server";
import { readEnv } from "~/platform/env.server";
import { readiness } from "~/platform/health.server";
import { SubmissionJournal } from "~/features/submissions/journal.server";
import { campaignComposer } from "~/features/newsletter/letters.server";
import { CampaignSender } from "~/features/newsletter/sender.server";
import { InsightsCollector } from "~/features/insights/insights.server";
import { Outbox } from "~/platform/mail/outbox.server";
import { PublishedContent } from "~/features/publishing/published.server";
import { Redirects } from "~/features/redirects/redirects.server";
import { WorkspaceAuth } from "~/features/staff/workspace-auth.server";

/**
 * The server's wiring over a test's database, as createBackend makes it, with its e-mail going to
 * a test's SMTP server and its journal in a file of its own.
 */
export function testBackend(handle: DatabaseHandle, smtpUrl: string): Backend {
  const publicUrl = "https://site.test";
  const content = new PublishedContent(handle.db, silentLog);
  const outbox = new Outbox(handle.db, {
    smtpUrl,
    from: "Site <no-reply@nakshilabs.com.bd>",
    retryBaseMs: 60_000,
    compose: campaignComposer(handle.db, content, publicUrl),
    log: silentLog,
  });
  return {
    db: handle.db,
    outbox,
    campaigns: new CampaignSender(handle.db, outbox, content, publicUrl, {
      perMinute: 300,
      maxRefusals: 3,
      log: silentLog,
    }),
    guard: new FormGuard(handle.db, "secret", {
      minFillMs: 0,
      tokenTtlMs: 60_000,
      rateLimitMax: 5,
      rateLimitWindowMs: 60_000,
      heldLimitMax: 20,
    }),
    secret: "secret",
    env: readEnv({ MAIL_TO: "hello@nakshilabs.com.bd" }),
    log: silentLog,
    published: { revision: () => 0, changed: () => {} },
    workspace: new WorkspaceAuth(handle.db, {
      secret: "secret",
      secure: false,
      limits: { perAccount: 5, perIp: 20, windowMs: 60_000 },
    }),
    insights: new InsightsCollector(handle.db, {
      maxPerMinute: 120,
      browsersPerAddress: 16,
      log: silentLog,
    }),
    publicUrl,
    content,
    redirects: new Redirects(handle.db, {
      revision: () => content.revision(),
      ownOrigins: [publicUrl],
      log: silentLog,
    }),
    journal: new SubmissionJournal(path.join(tmpdir(), `journal-${randomUUID()}.jsonl`), silentLog),
    readiness: () => readiness(handle),
    close: async () => {},
  };
}

/**
 * A fresh database of the store and the backend over it for each test of a suite, with no mail
 * server (e-mails wait in the outbox); read `handle` and `backend` inside the tests.
 */
export function freshBackendEach(store: Store) {
  const fresh = {} as {
    handle: Awaited<ReturnType<Store["open"]>>;
    backend: Backend;
  };
  beforeEach(async () => {
    fresh.handle = await store.open();
    fresh.backend = testBackend(fresh.handle, "smtp://127.0.0.1:9");
  });
  afterEach(async () => {
    await fresh.backend.outbox.stop();
    await fresh.handle.dispose();
  });
  return fresh;
}
