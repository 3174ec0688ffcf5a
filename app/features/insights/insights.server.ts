import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import type { Logger } from "pino";
import { localeOfPath, unlocalizedPath } from "~/content/copy";
import { publicPages } from "~/lib/public-pages";
import { addDays } from "~/lib/working-days";
import { dhakaDay } from "~/lib/dhaka-time";
import { deviceOf, sourceOfTouch, touchOf, type DeviceClass, type FirstTouch } from "~/lib/visit";
import type { Db } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema.server";

const INSIGHTS_PATH = "/insights";

/** What a count is: a page seen, a goal reached, or a measure of the page's speed. */
type InsightKind = "view" | "goal" | "speed";

/** The forms a visitor can start and send, as goals name them (`start:contact`, `sent:quote`). */
const GOAL_FORMS = ["contact", "quote", "lead", "order", "newsletter", "comment"] as const;
export type GoalForm = (typeof GOAL_FORMS)[number];

const BROWSER_GOALS = new Set<string>([
  "call",
  "email",
  "whatsapp",
  ...GOAL_FORMS.map((form) => `start:${form}`),
]);

/** The most a browser's count may weigh: a path, a goal's name and a first touch fit many times over. */
const MAX_BODY_BYTES = 2048;
/** Counts waiting to be written, beyond which more are dropped (and the drop logged). */
const MAX_WAITING = 20_000;
/**
 * Rows per INSERT. A second's counts are written in small statements with a turn of the event loop
 * between them: on SQLite each statement holds the one thread, and pages wait behind a long one.
 */
const ROWS_PER_INSERT = 100;
/** User agents remembered with what they are (a robot? which device?), beyond which it starts again. */
const KNOWN_BROWSERS = 1000;
/** The addresses whose counts a day keeps before it starts again (a day's map stays small). */
const ADDRESSES_KEPT_A_DAY = 50_000;

/** One count, as it waits to be written: the address and browser only until it is hashed. */
type Pending = Omit<Database["insight_events"], "id" | "visitor"> & { who: string };

/**
 * The insights' collection (docs/decisions/2026-11-28-insights-without-cookies.md): counts that
 * browsers send to /insights and that the server records itself (a form sent), written in batches
 * once a second. A visitor is told apart from another by a hash of their address and browser with
 * a salt that changes every Dhaka day and is deleted the day after, so that no count can be tied
 * to a person or to their next day's visit. Bots are not counted, a request that is not a count
 * is refused cheaply, and an address sending more than its share in a minute is refused.
 */
export class InsightsCollector {
  private waiting: Pending[] = [];
  private dropped = 0;
  private perAddress = new Map<string, number>();
  private minute = 0;
  /** Each address's counts today and the browsers it has counted as. */
  private today = {
    day: "",
    addresses: new Map<string, { counts: number; browsers: Set<string> }>(),
  };
  private salt: { day: string; value: string } | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Whether a user agent is a robot's, and its device class: the same few arrive again and again. */
  private browsers = new Map<string, DeviceClass | null>();

  constructor(
    private readonly db: Db,
    private readonly options: {
      maxPerMinute: number;
      /** Browsers one address counts as in a day (people behind one office's address). */
      browsersPerAddress: number;
      log: Logger;
      flushMs?: number;
      /** The time the address limit counts by (tests fix it). */
      clock?: () => number;
    },
  ) {}

  /** Writes what is waiting every second (or `flushMs`) until stopped. */
  start() {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushMs ?? 1000);
    this.timer.unref();
  }

  /** Stops the timer and writes what is still waiting. */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Whether a request is a browser's count, which `collect` answers. */
  static asks(req: IncomingMessage) {
    return req.method === "POST" && req.url === INSIGHTS_PATH;
  }

  /**
   * Answers a browser's count: 204 when it is taken (or ignored, for a bot), 400 for anything that
   * is not a count, 403 from another site, 413 when too large, 429 over the address's share.
   */
  collect(req: IncomingMessage, res: ServerResponse, ip: string) {
    const refuse = (status: number) => {
      res.writeHead(status, { "Content-Length": "0", Connection: "close" }).end();
      req.resume();
    };
    const site = req.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin") return refuse(403);
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return refuse(413);
    if (!this.allow(ip, req.headers["user-agent"] ?? "")) return refuse(429);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners("data");
        req.removeAllListeners("end");
        refuse(413);
      } else chunks.push(chunk);
    });
    req.on("end", () => {
      const count = countOf(Buffer.concat(chunks).toString("utf8"));
      if (!count) return refuse(400);
      this.record({ ...count, ip, userAgent: req.headers["user-agent"] ?? "" });
      res.writeHead(204).end();
    });
    req.on("error", () => res.destroy());
  }

  /**
   * Records a count: a browser's, or one the server makes itself (a form sent, from the page and
   * visit it names). A robot's, or one without a user agent, is dropped.
   */
  record({ kind, name, page, entry, touch, value, ip, userAgent }: Count & Visitor) {
    const device = this.deviceOf(userAgent);
    if (!device) return;
    if (this.waiting.length >= MAX_WAITING) {
      this.dropped += 1;
      return;
    }
    const at = Date.now();
    const utm = touch?.utm ?? {};
    this.waiting.push({
      day: dhakaDay(at),
      at: new Date(at).toISOString(),
      kind,
      name,
      path: unlocalizedPath(page),
      locale: localeOfPath(page),
      device,
      entry: entry ? 1 : 0,
      landing: touch?.landing ?? null,
      source: touch ? sourceOfTouch(touch) : null,
      medium: utm.utm_medium ?? null,
      campaign: utm.utm_campaign ?? null,
      term: utm.utm_term ?? null,
      content: utm.utm_content ?? null,
      value: value ?? null,
      who: `${ip} ${userAgent}`,
    });
  }

  /** A browser's device class, or null for a robot's (or no user agent at all). */
  private deviceOf(userAgent: string) {
    let known = this.browsers.get(userAgent);
    if (known === undefined) {
      if (this.browsers.size >= KNOWN_BROWSERS) this.browsers.clear();
      known = userAgent && !isbot(userAgent) ? deviceOf(userAgent) : null;
      this.browsers.set(userAgent, known);
    }
    return known;
  }

  /**
   * An address's share: `maxPerMinute` counts in a fixed window per minute (a flood costs a map
   * lookup, and the map is emptied every minute), an hour's worth of those in a day, and
   * `browsersPerAddress` browsers a day, so that one machine changing its browser string is not
   * counted as a new visitor each time. Kept in memory, per instance: the day's map is emptied
   * when the day turns, or when it holds too many addresses to keep.
   */
  private allow(ip: string, userAgent: string) {
    const at = (this.options.clock ?? Date.now)();
    const minute = Math.floor(at / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.perAddress.clear();
    }
    const hits = (this.perAddress.get(ip) ?? 0) + 1;
    this.perAddress.set(ip, hits);
    if (hits > this.options.maxPerMinute) return false;
    const day = dhakaDay(at);
    if (day !== this.today.day || this.today.addresses.size >= ADDRESSES_KEPT_A_DAY) {
      this.today = { day, addresses: new Map() };
    }
    let seen = this.today.addresses.get(ip);
    if (!seen) this.today.addresses.set(ip, (seen = { counts: 0, browsers: new Set() }));
    seen.counts += 1;
    if (seen.counts > this.options.maxPerMinute * 60) return false;
    if (seen.browsers.has(userAgent)) return true;
    if (seen.browsers.size >= this.options.browsersPerAddress) return false;
    seen.browsers.add(userAgent);
    return true;
  }

  /**
   * Writes the counts waiting, one transaction at a time. A failure (the database unavailable)
   * loses those counts, which are logged, and never reaches a page.
   */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      const batch = this.waiting;
      const dropped = this.dropped;
      this.waiting = [];
      this.dropped = 0;
      if (dropped) this.options.log.warn({ dropped }, "insights: too many counts waiting; dropped");
      if (!batch.length) return;
      try {
        await this.db.transaction().execute(async (trx) => {
          const salts = new Map<string, string>();
          for (const day of new Set(batch.map((count) => count.day))) {
            salts.set(day, await this.saltFor(trx, day));
          }
          for (let i = 0; i < batch.length; i += ROWS_PER_INSERT) {
            if (i) await new Promise((resolve) => setImmediate(resolve));
            const rows = batch.slice(i, i + ROWS_PER_INSERT).map(({ who, ...count }) => ({
              ...count,
              visitor: createHash("sha256")
                .update(`${salts.get(count.day)} ${who}`)
                .digest("base64url")
                .slice(0, 16),
            }));
            await trx.insertInto("insight_events").values(rows).execute();
          }
        });
      } catch (error) {
        this.options.log.warn({ err: error, lost: batch.length }, "insights: counts not written");
      }
    });
    return this.writing;
  }

  /**
   * The day's salt, made by whichever instance needs it first; salts older than yesterday (kept
   * for counts written just after midnight) are deleted.
   */
  private async saltFor(db: Db, day: string) {
    if (this.salt?.day === day) return this.salt.value;
    await db
      .insertInto("insight_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    const { salt } = await db
      .selectFrom("insight_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    await db.deleteFrom("insight_salts").where("day", "<", addDays(day, -1)).execute();
    if (day >= (this.salt?.day ?? "")) this.salt = { day, value: salt };
    return salt;
  }
}

type Visitor = { ip: string; userAgent: string };

/** A count, checked: what it is, on which page (its path as the browser has it), in which visit. */
type Count = {
  kind: InsightKind;
  name: string;
  page: string;
  entry?: boolean;
  touch: FirstTouch | null;
  value?: number | null;
};

/** The speeds browsers report, with the most each can be (beyond it, a measure is not believed). */
const SPEEDS: Record<string, number> = { LCP: 60_000, INP: 60_000, TTFB: 60_000, CLS: 10 };

/**
 * A speed as it is kept: layout shift to the hundredth, times to two significant figures (1,234 ms
 * is 1,200 ms, 184 ms is 180 ms): a day's totals keep one row per value, and a 75th percentile read
 * as "1.2 s" loses nothing.
 */
export function roundedSpeed(name: string, value: number) {
  if (name === "CLS") return Math.round(value * 100) / 100;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 1);
  return Math.round(value / step) * step;
}

/** A browser's count from its body, or null when it is not one. */
export function countOf(body: string): Count | null {
  let sent: unknown;
  try {
    sent = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof sent !== "object" || sent === null) return null;
  const { k, n, p, e, t, v } = sent as Record<string, unknown>;
  if (typeof p !== "string" || p.length > 200 || !publicPages.test(p)) return null;
  if (e !== 0 && e !== 1) return null;
  if (k === "speed") {
    const most = typeof n === "string" && Object.hasOwn(SPEEDS, n) ? SPEEDS[n]! : undefined;
    if (most === undefined || typeof v !== "number" || !(v >= 0 && v <= most)) return null;
    return {
      kind: "speed",
      name: n as string,
      page: p,
      touch: null,
      value: roundedSpeed(n as string, v),
    };
  }
  const touch = touchOf(t);
  if (!touch) return null;
  if (k === "view" && n === "") return { kind: "view", name: "", page: p, entry: e === 1, touch };
  if (k === "goal" && typeof n === "string" && BROWSER_GOALS.has(n)) {
    return { kind: "goal", name: n, page: p, entry: e === 1, touch };
  }
  return null;
}
