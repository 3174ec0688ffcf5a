import type { Logger } from "pino";
import { migrate, openDatabase, type Db } from "./platform/db/db.server";
import type { Env } from "./platform/env.server";
import { agencyInbox, FormGuard } from "~/features/submissions/index.server";
import { readiness, type Readiness } from "./platform/health.server";
import { claimSqliteFile } from "./platform/db/instance-lock.server";
import { seedContent } from "./features/publishing/content-files.server";
import { seedSectionPages } from "./features/publishing/section-pages.server";
import { SubmissionJournal } from "./features/submissions/journal.server";
import { campaignComposer } from "./features/newsletter/letters.server";
import { CampaignSender } from "./features/newsletter/sender.server";
import { Outbox } from "./platform/mail/outbox.server";
import { InsightsCollector } from "./features/insights/insights.server";
import { PublishedContent } from "./features/publishing/published.server";
import { WorkspaceAuth } from "./features/staff/workspace-auth.server";
import { site } from "~/content/site";
import type { Job } from "./platform/jobs.server";
import { insightsJobs } from "./features/insights/jobs.server";
import { leadsJobs } from "./features/leads/jobs.server";
import { privacyJobs } from "./features/privacy/jobs.server";
import { staffJobs } from "./features/staff/jobs.server";
import { submissionsJobs } from "./features/submissions/jobs.server";
import { webhooksJobs } from "./features/webhooks/jobs.server";
import { redirectsJobs } from "./features/redirects/jobs.server";
import { Redirects } from "./features/redirects/redirects.server";

/** Every capability's periodic work, as each declares it; `server/lifecycle.ts` starts them. */
export const jobs: readonly Job[] = [
  ...submissionsJobs,
  ...staffJobs,
  ...leadsJobs,
  ...insightsJobs,
  ...privacyJobs,
  ...webhooksJobs,
  ...redirectsJobs,
];

/**
 * The server's wiring: the database, the outbox, the form guard and the settings, made once at
 * start-up and handed to every loader and action through the load context as `context.backend`.
 */
export type Backend = {
  db: Db;
  outbox: Outbox;
  /** Newsletter campaigns: started when due and queued at their rate. */
  campaigns: CampaignSender;
  guard: FormGuard;
  secret: string;
  env: Env;
  log: Logger;
  /** Page views, goals and speed counted for the insights, written once a second. */
  insights: InsightsCollector;
  /** Staff accounts, sessions and signing in to the workspace. */
  workspace: WorkspaceAuth;
  /** The site's public origin, used in links inside e-mails. */
  publicUrl: string;
  /**
   * What the public pages show from the database (approved comments) changes with each revision:
   * kept pages older than it are rendered again (see server/page-cache.ts).
   */
  published: { revision: () => number; changed: () => void };
  /** Posts, pages and case studies as the public pages show them, kept per content revision. */
  content: PublishedContent;
  /** Old addresses that lead elsewhere, and the log of addresses not found. */
  redirects: Redirects;
  /** Submissions thanked while the database was unavailable, kept on this instance's disk. */
  journal: SubmissionJournal;
  /** Whether this instance can serve: the database answers and is migrated (see /readyz). */
  readiness: () => Promise<Readiness>;
  close: () => Promise<void>;
};

/** The site's own posts and pages, as Markdown files: what a store that never held content starts with. */
const SAMPLE_CONTENT_DIR = "app/content";

export async function createBackend(env: Env, log: Logger): Promise<Backend> {
  const handle = openDatabase(env.DATABASE_URL);
  const claim = handle.file ? claimSqliteFile(handle.file) : undefined;
  if (claim?.other) {
    log.warn(
      { database: handle.description, otherProcess: claim.other },
      "another running instance uses this SQLite database; run several instances on PostgreSQL",
    );
  }
  const applied = await migrate(handle);
  log.info({ database: handle.description, applied }, "database ready");
  const seeded = await seedContent(handle.db, SAMPLE_CONTENT_DIR);
  if (seeded > 0) log.info({ entries: seeded }, "the site's own content imported");
  const pages = await seedSectionPages(handle.db);
  if (pages.length > 0) log.info({ pages }, "the main pages put in the content store");
  const content = new PublishedContent(handle.db, log);
  await content.refresh();
  const secret = await FormGuard.loadSecret(handle.db);
  const publicUrl = (env.PUBLIC_URL ?? site.url).replace(/\/$/, "");
  const outbox = new Outbox(handle.db, {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    concurrency: env.OUTBOX_CONCURRENCY,
    timeoutMs: env.SMTP_TIMEOUT_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
    maxRejections: env.OUTBOX_MAX_REJECTIONS,
    reportTo: () => agencyInbox(env),
    compose: campaignComposer(handle.db, content, publicUrl),
    log,
  });
  const campaigns = new CampaignSender(handle.db, outbox, content, publicUrl, {
    perMinute: env.NEWSLETTER_PER_MINUTE,
    maxRefusals: env.NEWSLETTER_MAX_REFUSALS,
    log,
  });
  const secureCookies = env.NODE_ENV === "production" && publicUrl.startsWith("https://");
  const guard = new FormGuard(handle.db, secret, {
    secureCookie: secureCookies,
    minFillMs: env.FORM_MIN_FILL_MS,
    tokenTtlMs: env.FORM_TOKEN_TTL_HOURS * 60 * 60 * 1000,
    rateLimitMax: env.FORM_RATE_LIMIT_MAX,
    rateLimitWindowMs: env.FORM_RATE_LIMIT_WINDOW_MS,
    heldLimitMax: env.SPAM_RATE_LIMIT_MAX,
  });
  const workspace = new WorkspaceAuth(handle.db, {
    secret,
    secure: secureCookies,
    limits: {
      perAccount: env.SIGN_IN_MAX_FAILURES,
      perIp: env.SIGN_IN_MAX_FAILURES_PER_IP,
      windowMs: env.SIGN_IN_WINDOW_MS,
    },
  });
  const insights = new InsightsCollector(handle.db, {
    maxPerMinute: env.INSIGHTS_MAX_PER_MINUTE,
    browsersPerAddress: env.INSIGHTS_BROWSERS_PER_ADDRESS,
    log,
  });
  insights.start();
  const redirects = new Redirects(handle.db, {
    revision: () => content.revision(),
    ownOrigins: [...new Set([new URL(site.url).origin, new URL(publicUrl).origin])],
    log,
  });
  await redirects.reload();
  let revision = 0;
  return {
    db: handle.db,
    outbox,
    campaigns,
    guard,
    secret,
    env,
    log,
    workspace,
    insights,
    publicUrl,
    published: {
      revision: () => revision,
      changed: () => {
        revision += 1;
      },
    },
    content,
    redirects,
    journal: SubmissionJournal.forInstance(env.JOURNAL_DIR, env.PORT, log),
    readiness: () => readiness(handle),
    close: async () => {
      content.stop();
      await campaigns.stop();
      await outbox.stop();
      await insights.stop();
      await redirects
        .write()
        .catch((error: unknown) => log.warn({ err: error }, "redirect counts not written"));
      await handle.db.destroy();
      claim?.release();
    },
  };
}
