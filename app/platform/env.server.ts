import { z } from "zod";

const positiveInt = z.coerce.number().int().positive();

const schema = z
  .object({
    /**
     * Declares a live deployment (the service unit and the production guide set it): start-up then
     * refuses a missing or non-HTTPS PUBLIC_URL and a missing SMTP_URL.
     */
    SITE_LIVE: z.stringbool().default(false),
    /** With SITE_LIVE: start without SMTP_URL, e-mails waiting in the outbox until it is set. */
    OUTBOX_HOLD_MAIL: z.stringbool().default(false),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, "must be file:<path> or postgres://…")
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, "must be smtp://… or smtps://…")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Nakshi Labs <no-reply@nakshilabs.com.bd>"),
    /** Where staff e-mails go; unset, to the address owners keep under Site › General. */
    MAIL_TO: z.email().optional(),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
    FORM_TOKEN_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(24),
    SPAM_RETENTION_DAYS: positiveInt.default(30),
    /**
     * Months after the last exchange that an enquiry (a lead that was not won and has no order) is
     * deleted, as the privacy policy says.
     */
    LEAD_RETENTION_MONTHS: positiveInt.default(24),
    /** How many newsletter e-mails a campaign queues per minute at most. */
    NEWSLETTER_PER_MINUTE: positiveInt.default(300),
    /** After this many refused (5xx) campaign e-mails, an address gets no more. */
    NEWSLETTER_MAX_REFUSALS: positiveInt.default(3),
    /**
     * Held submissions kept one by one per form and address in FORM_RATE_LIMIT_WINDOW_MS; beyond
     * it they are counted, not kept.
     */
    SPAM_RATE_LIMIT_MAX: positiveInt.default(20),
    /** The most held submissions kept; the oldest beyond it are deleted. */
    SPAM_MAX_KEPT: positiveInt.default(5000),
    /**
     * Where an instance keeps, on its own disk, the submissions it thanked while the database was
     * unavailable, until they are stored (one file per instance, named after its port).
     */
    JOURNAL_DIR: z.string().min(1).default("data/journal"),
    MODERATION_LINK_TTL_DAYS: positiveInt.default(14),
    NEWSLETTER_CONFIRM_TTL_HOURS: positiveInt.default(72),
    FORM_RATE_LIMIT_MAX: positiveInt.default(5),
    FORM_RATE_LIMIT_WINDOW_MS: positiveInt.default(10 * 60 * 1000),
    OUTBOX_RETRY_BASE_MS: positiveInt.default(30_000),
    OUTBOX_POLL_MS: positiveInt.default(15_000),
    /** How often an instance looks for webhook deliveries due, and the first wait after a failed one. */
    WEBHOOK_POLL_MS: positiveInt.default(5_000),
    WEBHOOK_RETRY_BASE_MS: positiveInt.default(30_000),
    /** How often an instance looks for content published elsewhere and for scheduled content due. */
    CONTENT_POLL_MS: positiveInt.default(2_000),
    OUTBOX_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
    OUTBOX_LEASE_MS: positiveInt.default(2 * 60 * 1000),
    OUTBOX_MAX_REJECTIONS: positiveInt.default(3),
    SMTP_TIMEOUT_MS: positiveInt.default(30_000),
    /** Wrong passwords allowed per workspace account and address, and per address, in SIGN_IN_WINDOW_MS. */
    SIGN_IN_MAX_FAILURES: positiveInt.default(5),
    SIGN_IN_MAX_FAILURES_PER_IP: positiveInt.default(20),
    SIGN_IN_WINDOW_MS: positiveInt.default(15 * 60 * 1000),
    /** Counts (page views, goals, speed) one address may send to /insights in a minute. */
    INSIGHTS_MAX_PER_MINUTE: positiveInt.default(120),
    /** Browsers one address may count as in a day; counts from more are refused. */
    INSIGHTS_BROWSERS_PER_ADDRESS: positiveInt.default(16),
    /** Days the insights' single events are kept; their daily totals are kept for good. */
    INSIGHTS_RETENTION_DAYS: positiveInt.default(30),
    TRUST_PROXY: z.string().default("loopback"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((env, context) => {
    if (!env.SITE_LIVE) return;
    const live = "is required when SITE_LIVE is set";
    if (!env.PUBLIC_URL)
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: `${live} (the site's https:// address)`,
      });
    else if (!env.PUBLIC_URL.startsWith("https://"))
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "must be an https:// address when SITE_LIVE is set",
      });
    if (!env.SMTP_URL && !env.OUTBOX_HOLD_MAIL)
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: `${live}, so that leads reach the agency (or set OUTBOX_HOLD_MAIL=1 to keep e-mails in the outbox for now)`,
      });
  });

export type Env = z.infer<typeof schema>;

/** Reads and checks the environment; a bad value stops start-up with a message naming the variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
