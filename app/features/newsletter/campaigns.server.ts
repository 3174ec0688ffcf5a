import type { Selectable } from "kysely";
import type { Logger } from "pino";
import { now, type Db } from "~/platform/db/db.server";
import { subscriptionLink } from "./newsletter.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import { addressOf, type PublishedContent } from "~/features/publishing/index.server";
import type { Database } from "~/platform/db/schema.server";
import {
  copyFor,
  factsIn,
  fullAddressIn,
  isLocale,
  locales,
  pathIn,
  type Locale,
} from "~/content/copy";
import { serverCopyFor } from "~/content/server-copy.server";
import { fill } from "~/lib/format";
import { renderMarkdown } from "~/lib/markdown.server";

export type Campaign = Selectable<Database["campaigns"]>;

/** A short issue's subject and text (Markdown) per language; English is always there. */
export type CampaignIssue = { en: IssueText } & Partial<Record<Locale, IssueText>>;
type IssueText = { subject: string; body: string };

/** The e-mail a language's subscribers get; `fallback` when its text is in another language. */
export type CampaignLetter = {
  /** The language the text is written in. */
  language: Locale;
  fallback: boolean;
  subject: string;
  html: string;
  text: string;
};
export type CampaignLetters = Record<Locale, CampaignLetter>;

/** Where each recipient's own link goes in a letter (see `personal`). */
const SUBSCRIPTION_LINK = "{{subscription}}";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** The site's own addresses in a letter's HTML made whole, so that they work in a mail program. */
const absoluteLinks = (html: string, publicUrl: string) =>
  html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${publicUrl}/`);

/** Markdown as plain text for the text part: links and images keep their words and address. */
function plainText(markdown: string, publicUrl: string) {
  const whole = (href: string) => (href.startsWith("/") ? `${publicUrl}${href}` : href);
  return markdown
    .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, (_, alt: string) => alt)
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_, words: string, href: string) =>
      words === href ? whole(href) : `${words} (${whole(href)})`,
    )
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** What a letter is made of, in the language it is written in. */
type LetterText = {
  language: Locale;
  subject: string;
  title: string;
  markdown: string;
  /** The post's page, for a post. */
  link?: string;
};

/**
 * One language's letter: the text in its own language and direction, framed in the subscriber's
 * language (why they get it, and the link to unsubscribe or choose another language). Plain HTML
 * with inline styles, as mail programs show it, and a plain-text part of the same words.
 */
function letterOf(locale: Locale, source: LetterText, publicUrl: string): CampaignLetter {
  const copy = copyFor(locale);
  const words = serverCopyFor(locale).emails.campaign;
  const values = { site: copy.siteName };
  const why = fill(words.why, values);
  const address = fullAddressIn(copy);
  const body = absoluteLinks(
    renderMarkdown(source.markdown, {}, factsIn(source.language).markdown),
    publicUrl,
  );
  const contentDir = copyFor(source.language).locale.dir;
  const link = source.link && `${publicUrl}${source.link}`;
  const html = `<!doctype html>
<html lang="${locale}" dir="${copy.locale.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(source.subject)}</title></head>
<body style="margin:0;padding:0;background:#eef3f1;color:#1f2a2e;font-family:'Noto Sans','Noto Sans Bengali','Noto Sans Arabic',Arial,sans-serif;">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#0f766e;">${escapeHtml(copy.siteName)}</p>
<div lang="${source.language}" dir="${contentDir}" style="background:#ffffff;border-radius:12px;padding:24px;font-size:16px;line-height:1.7;">
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;">${escapeHtml(source.title)}</h1>
${body}
${link ? `<p style="margin:24px 0 0;"><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:700;">${escapeHtml(words.readOnSite)}</a></p>` : ""}
</div>
<p style="margin:24px 0 4px;font-size:13px;line-height:1.6;color:#4b5b60;">${escapeHtml(why)} <a href="${SUBSCRIPTION_LINK}" style="color:#0f766e;">${escapeHtml(words.manage)}</a></p>
<p style="margin:0;font-size:13px;line-height:1.6;color:#4b5b60;">${escapeHtml(address)}</p>
</div>
</body>
</html>
`;
  const text = [
    source.title,
    "",
    plainText(factsIn(source.language).markdown(source.markdown), publicUrl),
    ...(link ? ["", `${words.readOnSite}: ${link}`] : []),
    "",
    "--",
    why,
    `${words.manage}: ${SUBSCRIPTION_LINK}`,
    address,
  ].join("\n");
  return {
    language: source.language,
    fallback: source.language !== locale,
    subject: source.subject,
    html,
    text,
  };
}

/** A campaign's short issue, read from its stored form; undefined for a post's. */
export function issueOf(campaign: Pick<Campaign, "issue">): CampaignIssue | undefined {
  if (!campaign.issue) return undefined;
  return JSON.parse(campaign.issue) as CampaignIssue;
}

/**
 * The letter of every language as it would go out now: a post's live version in the language, else
 * its English one (else any), or the issue's text in the language, else its English. Undefined
 * when the post has no live version any more.
 */
export async function lettersOf(
  campaign: Pick<Campaign, "entry_id" | "issue">,
  content: PublishedContent,
  publicUrl: string,
): Promise<CampaignLetters | undefined> {
  const sources: Partial<Record<Locale, LetterText>> = {};
  const issue = issueOf(campaign);
  if (issue) {
    for (const locale of locales) {
      const own = issue[locale];
      const text = own?.subject.trim() && own.body.trim() ? own : issue.en;
      const language = text === own ? locale : "en";
      sources[locale] = {
        language,
        subject: text.subject,
        title: text.subject,
        markdown: text.body,
      };
    }
  } else if (campaign.entry_id) {
    const versions = await content.store.translationsOf(campaign.entry_id);
    for (const locale of locales) {
      const chosen =
        versions.find((v) => v.language === locale) ??
        versions.find((v) => v.language === "en") ??
        versions[0];
      if (!chosen || !isLocale(chosen.language)) return undefined;
      const version = await content.store.get("post", chosen.language, chosen.slug);
      if (!version) return undefined;
      sources[locale] = {
        language: chosen.language,
        subject: version.title,
        title: version.title,
        markdown: version.body,
        link: addressOf("post", chosen.language, chosen.slug),
      };
    }
  } else {
    return undefined;
  }
  return Object.fromEntries(
    locales.map((locale) => [locale, letterOf(locale, sources[locale]!, publicUrl)]),
  ) as CampaignLetters;
}

/** A letter with one recipient's link to their subscription in it. */
function personal(letter: CampaignLetter, link: string) {
  return {
    text: letter.text.replaceAll(SUBSCRIPTION_LINK, link),
    html: letter.html.replaceAll(SUBSCRIPTION_LINK, escapeHtml(link)),
  };
}

/**
 * Composes a campaign's e-mail as the outbox sends it: the campaign's letter in the row's language
 * (as frozen when sending started, or as it is now for a test), the subscriber's own link, and the
 * headers of RFC 2369 and RFC 8058 so that mail programs offer a one-click unsubscribe.
 */
export function campaignComposer(db: Db, content: PublishedContent, publicUrl: string) {
  const frozen = new Map<number, CampaignLetters>();
  return async (row: Selectable<Database["outbox"]>) => {
    if (row.campaign_id === null) return {};
    let letters = frozen.get(row.campaign_id);
    if (!letters) {
      const campaign = await db
        .selectFrom("campaigns")
        .select(["entry_id", "issue", "letters"])
        .where("id", "=", row.campaign_id)
        .executeTakeFirst();
      if (campaign?.letters) {
        letters = JSON.parse(campaign.letters) as CampaignLetters;
        frozen.set(row.campaign_id, letters);
      } else if (campaign) {
        letters = await lettersOf(campaign, content, publicUrl);
      }
    }
    if (!letters) throw new Error(`campaign ${row.campaign_id} has nothing to send`);
    const locale = isLocale(row.locale) ? row.locale : "en";
    if (!row.list_token) {
      return personal(letters[locale], `${publicUrl}${pathIn(locale, "/newsletter")}`);
    }
    const link = subscriptionLink(publicUrl, row.list_token, locale, row.campaign_id);
    return {
      ...personal(letters[locale], link),
      headers: {
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  };
}

export type CampaignSenderOptions = {
  /** How many campaign e-mails are queued per minute at most. */
  perMinute: number;
  /** After this many refused campaign e-mails an address gets no more. */
  maxRefusals: number;
  log: Logger;
};

/** The most e-mails queued in one statement. */
const BATCH = 500;

/**
 * Sends campaigns: starts those whose time has come (their letters frozen as they are then), and
 * queues their e-mails in the outbox at `perMinute`, to the subscribers confirmed when sending
 * started. Each subscriber's e-mail is one outbox row, which the outbox's unique index on
 * (campaign, subscriber) makes once only, whichever instance queues it and however often it
 * starts again; the outbox then delivers each row once.
 */
export class CampaignSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private db: Db,
    private outbox: Outbox,
    private content: PublishedContent,
    private publicUrl: string,
    private options: CampaignSenderOptions,
  ) {}

  start(pollMs: number) {
    const tick = () => {
      this.running ??= this.tick()
        .catch((error: unknown) => this.options.log.warn({ err: error }, "campaign sending"))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(tick, pollMs);
    this.timer.unref();
    tick();
  }

  async stop() {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round: start what is due, queue what the rate allows, finish what is done. */
  async tick(at = Date.now()) {
    const moment = new Date(at).toISOString();
    const due = await this.db
      .selectFrom("campaigns")
      .selectAll()
      .where("status", "=", "scheduled")
      .where("send_at", "<=", moment)
      .execute();
    for (const campaign of due) await this.begin(campaign, moment);
    const sending = await this.db
      .selectFrom("campaigns")
      .selectAll()
      .where("status", "=", "sending")
      .execute();
    for (const campaign of sending) await this.queue(campaign, at);
  }

  private async begin(campaign: Campaign, moment: string) {
    const letters = await lettersOf(campaign, this.content, this.publicUrl);
    if (!letters) {
      await this.db
        .updateTable("campaigns")
        .set({ status: "draft", send_at: null })
        .where("id", "=", campaign.id)
        .where("status", "=", "scheduled")
        .execute();
      this.options.log.warn({ campaign: campaign.id }, "campaign's post is not live; not sent");
      return;
    }
    const { count } = await this.recipients(campaign.id, moment)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    const started = await this.db
      .updateTable("campaigns")
      .set({
        status: "sending",
        started_at: moment,
        letters: JSON.stringify(letters),
        recipients: Number(count),
      })
      .where("id", "=", campaign.id)
      .where("status", "=", "scheduled")
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 1) {
      this.options.log.info(
        { campaign: campaign.id, recipients: Number(count) },
        "campaign started",
      );
    }
  }

  /** The subscribers a campaign is for that have no e-mail of it queued yet. */
  private recipients(campaignId: number, startedAt: string) {
    return this.db
      .selectFrom("newsletter_subscribers as s")
      .where("s.status", "=", "confirmed")
      .where("s.confirmed_at", "<=", startedAt)
      .where("s.refusals", "<", this.options.maxRefusals)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("outbox")
              .select("outbox.id")
              .where("outbox.campaign_id", "=", campaignId)
              .whereRef("outbox.list_token", "=", "s.unsubscribe_token"),
          ),
        ),
      );
  }

  private async queue(campaign: Campaign, at: number) {
    const startedAt = campaign.started_at ?? new Date(at).toISOString();
    const letters = JSON.parse(campaign.letters ?? "{}") as Partial<CampaignLetters>;
    const { queued } = await this.db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("queued"))
      .where("campaign_id", "=", campaign.id)
      .where("list_token", "is not", null)
      .executeTakeFirstOrThrow();
    // The rate from the start, and a minute's worth at once so that a small list goes out now.
    const minutes = Math.max(0, at - Date.parse(startedAt)) / 60_000;
    const { perMinute } = this.options;
    const allowed = perMinute + Math.floor(perMinute * minutes) - Number(queued);
    // Held by the rate until the allowance grows again.
    if (allowed <= 0) return;
    const next = await this.recipients(campaign.id, startedAt)
      .select(["s.email", "s.locale", "s.unsubscribe_token"])
      .orderBy("s.id")
      .limit(Math.min(allowed, BATCH))
      .execute();
    if (next.length > 0) {
      const created = now();
      await this.db
        .insertInto("outbox")
        .values(
          next.map((subscriber) => {
            const locale = isLocale(subscriber.locale) ? subscriber.locale : "en";
            return {
              to_address: subscriber.email,
              subject: letters[locale]?.subject ?? "",
              text_body: "",
              status: "pending" as const,
              kind: "campaign" as const,
              attempts: 0,
              rejections: 0,
              next_attempt_at: created,
              created_at: created,
              campaign_id: campaign.id,
              locale,
              list_token: subscriber.unsubscribe_token,
            };
          }),
        )
        .onConflict((conflict) => conflict.columns(["campaign_id", "list_token"]).doNothing())
        .execute();
      this.outbox.kick();
      return;
    }
    // No one is left to queue: the campaign is sent once none of its e-mails waits any more.
    const waiting = await this.db
      .selectFrom("outbox")
      .select("id")
      .where("campaign_id", "=", campaign.id)
      .where("status", "=", "pending")
      .limit(1)
      .executeTakeFirst();
    if (!waiting) {
      await this.db
        .updateTable("campaigns")
        .set({ status: "sent", finished_at: now() })
        .where("id", "=", campaign.id)
        .where("status", "=", "sending")
        .execute();
      this.options.log.info({ campaign: campaign.id }, "campaign sent");
    }
  }
}

/**
 * A campaign's figures: its e-mails sent, waiting and refused (counted from its outbox rows, or as
 * kept once they are deleted), and who unsubscribed from it.
 */
export async function campaignFigures(db: Db, campaignId: number) {
  const [kept, rows, unsubscribed] = await Promise.all([
    db.selectFrom("campaigns").select("figures").where("id", "=", campaignId).executeTakeFirst(),
    db
      .selectFrom("outbox")
      .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
      .where("campaign_id", "=", campaignId)
      .where("list_token", "is not", null)
      .groupBy("status")
      .execute(),
    db
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("unsubscribed_campaign_id", "=", campaignId)
      .executeTakeFirstOrThrow(),
  ]);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  const mails = kept?.figures
    ? (JSON.parse(kept.figures) as { sent: number; waiting: number; failed: number })
    : { sent: of("sent"), waiting: of("pending"), failed: of("failed") };
  return { ...mails, unsubscribed: Number(unsubscribed.count) };
}

/** What a campaign sends: a published post, or a short issue written for it. */
export type CampaignInput = { name: string } & (
  { entryId: string; issue?: undefined } | { issue: CampaignIssue; entryId?: undefined }
);

const contentOf = (input: CampaignInput) => ({
  name: input.name,
  entry_id: input.entryId ?? null,
  issue: input.issue ? JSON.stringify(input.issue) : null,
});

export async function createCampaign(db: Db, input: CampaignInput, by: string) {
  const { id } = await db
    .insertInto("campaigns")
    .values({ ...contentOf(input), status: "draft", created_by: by, created_at: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes a draft's content; false once it is scheduled or sent. */
export async function updateCampaign(db: Db, id: number, input: CampaignInput) {
  const result = await db
    .updateTable("campaigns")
    .set(contentOf(input))
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A draft that was never sent goes, with any test of it still waiting; false for any other. */
export async function deleteCampaign(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("campaigns")
      .where("id", "=", id)
      .where("status", "=", "draft")
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    await trx
      .deleteFrom("outbox")
      .where("campaign_id", "=", id)
      .where("status", "=", "pending")
      .execute();
    return true;
  });
}

/** Schedules a draft (or moves a scheduled one) to `sendAt`; now or earlier sends it at once. */
export async function scheduleCampaign(db: Db, id: number, sendAt: string) {
  const result = await db
    .updateTable("campaigns")
    .set({ status: "scheduled", send_at: sendAt })
    .where("id", "=", id)
    .where("status", "in", ["draft", "scheduled"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a scheduled campaign back to a draft, while it has not started. */
export async function unscheduleCampaign(db: Db, id: number) {
  const result = await db
    .updateTable("campaigns")
    .set({ status: "draft", send_at: null })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Sends each language's letter of a campaign, as it would go out now, to one address (the member
 * of staff's own), marked as a test. Returns how many were queued.
 */
export async function sendTestLetters(
  db: Db,
  outbox: Outbox,
  content: PublishedContent,
  publicUrl: string,
  campaign: Campaign,
  to: string,
) {
  const letters = await lettersOf(campaign, content, publicUrl);
  if (!letters) return 0;
  await db.transaction().execute(async (trx) => {
    for (const locale of locales) {
      const test = serverCopyFor(locale).emails.campaign.test;
      await outbox.enqueue(
        {
          to,
          subject: `${test} ${letters[locale].subject}`,
          text: "",
          campaign: { id: campaign.id, locale },
        },
        trx,
      );
    }
  });
  outbox.kick();
  return locales.length;
}

export async function campaignById(db: Db, id: number) {
  return db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every campaign, the newest first, with its figures. */
export async function campaignList(db: Db) {
  const campaigns = await db
    .selectFrom("campaigns")
    .select(["id", "name", "status", "send_at", "started_at", "finished_at", "recipients"])
    .orderBy("id", "desc")
    .execute();
  return Promise.all(
    campaigns.map(async (campaign) => ({
      ...campaign,
      figures: await campaignFigures(db, campaign.id),
    })),
  );
}

/** The subscribers a campaign sent now would go to, per language. */
export async function audience(db: Db, maxRefusals: number) {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["locale", (eb) => eb.fn.countAll<number>().as("count")])
    .where("status", "=", "confirmed")
    .where("refusals", "<", maxRefusals)
    .groupBy("locale")
    .execute();
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      Number(rows.find((row) => row.locale === locale)?.count ?? 0),
    ]),
  ) as Record<Locale, number>;
}
