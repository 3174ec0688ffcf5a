import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { AddressObject, ParsedMail } from "mailparser";
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { testBackend } from "../../../tests/support/backend";
import { startSmtp } from "../../../tests/support/smtp";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import { loadAllCopies, type Locale } from "~/content/copy";
import type { Backend } from "~/backend.server";
import {
  campaignById,
  campaignFigures,
  createCampaign,
  scheduleCampaign,
  sendTestLetters,
} from "./campaigns.server";
import { lettersOf } from "./letters.server";
import { MediaLibrary } from "~/features/publishing/index.server";
import { CampaignSender } from "./sender.server";
import type { Db } from "~/platform/db/db.server";
import { subscriberLanguagesFromConfirmations } from "~/platform/db/migrations/2026-11-28-newsletter-campaigns";
import { applyRetention } from "~/features/privacy/retention.server";
import { CAMPAIGN_MAIL_DAYS } from "./personal-data.server";
import { setNewsletterLanguage, subscribe, unsubscribe } from "./newsletter.server";

const editor = { id: 3, name: "Mitu Akter" };
const START = Date.parse("2026-12-01T04:00:00.000Z");

beforeAll(loadAllCopies);

/** Confirmed subscribers, in one statement; their unsubscribe tokens by address. */
async function subscribers(db: Db, people: { email: string; locale: Locale }[]) {
  const rows = people.map(({ email, locale }) => ({
    email,
    locale,
    status: "confirmed" as const,
    unsubscribe_token: randomBytes(24).toString("base64url"),
    subscribed_at: "2026-11-01T04:00:00.000Z",
    subscribed_ip: "127.0.0.1",
    confirmed_at: "2026-11-01T04:05:00.000Z",
    confirmed_ip: "127.0.0.1",
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("newsletter_subscribers")
      .values(rows.slice(i, i + 500))
      .execute();
  }
  return new Map(rows.map((row) => [row.email, row.unsubscribe_token]));
}

/** A post with an English and a Bangla version (no Arabic one); its entry id. */
async function post(backend: Backend) {
  const version = (language: string, slug: string, title: string, body: string) => ({
    language,
    status: "published" as const,
    slug,
    title,
    description: `${title}: what it costs and how long it takes, for shops in Dhaka.`,
    body,
    tags: ["Payments"],
    publishedAt: "2026-11-20T04:00:00.000Z",
  });
  const id = await backend.content.store.save(
    {
      kind: "post",
      author: "nusrat-jahan",
      category: "marketing",
      services: ["seo"],
      versions: [
        version(
          "en",
          "bkash-checkout",
          "Adding bKash to your checkout",
          "Most of your customers pay by **bKash**. See [our plans](/pricing).",
        ),
        version(
          "bn",
          "bkash-checkout-bn",
          "আপনার চেকআউটে বিকাশ যোগ করা",
          "আপনার বেশিরভাগ গ্রাহক **বিকাশে** টাকা দেন। [আমাদের প্ল্যানগুলো](/pricing) দেখুন।",
        ),
      ],
    },
    editor,
  );
  return id;
}

const addressOf = (mail: ParsedMail) => (mail.to as AddressObject).value[0]?.address;
/** A header as it was sent, unfolded. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, " ")
    .trim();

const issue = (subject: string) => ({
  name: subject,
  issue: { en: { subject, body: `${subject}: a short note from the team.` } },
});

describeEachStore("newsletter campaigns", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let backend: Backend;
  const refused = new Set<string>();

  beforeEach(async () => {
    handle = await store.open();
    smtp = await startSmtp(0, { refuses: (address) => refused.has(address) });
    backend = testBackend(handle, smtp.url);
  });
  afterEach(async () => {
    refused.clear();
    await backend.campaigns.stop();
    await backend.outbox.stop();
    await smtp.close();
    await handle.dispose();
  });

  /** Rounds of queuing and delivering until the campaign is sent (or the rounds run out). */
  async function sendOut(sender: CampaignSender, id: number, at = START) {
    for (let round = 0; round < 20; round++) {
      await sender.tick(at);
      await backend.outbox.deliverDue();
      if ((await campaignById(handle.db, id))?.status === "sent") return;
    }
    throw new Error("the campaign was not sent");
  }

  it("keeps the language a subscriber signed up in, and lets them change it", async () => {
    await subscribe(
      handle.db,
      backend.outbox,
      "https://site.test",
      "rina@example.com",
      "::1",
      "bn",
    );
    const row = await handle.db
      .selectFrom("newsletter_subscribers")
      .select(["locale", "unsubscribe_token"])
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe("bn");
    expect(await setNewsletterLanguage(handle.db, row.unsubscribe_token, "ar")).toBe(true);
    expect(await setNewsletterLanguage(handle.db, "x".repeat(32), "en")).toBe(false);
    const changed = await handle.db
      .selectFrom("newsletter_subscribers")
      .select("locale")
      .executeTakeFirstOrThrow();
    expect(changed.locale).toBe("ar");
  });

  it("finds the language of those who subscribed before it was kept, from their confirmation e-mail", async () => {
    for (const [email, locale] of [
      ["en@example.com", "en"],
      ["bn@example.com", "bn"],
      ["ar@example.com", "ar"],
    ] as const) {
      await subscribe(handle.db, backend.outbox, "https://site.test", email, "::1", locale);
    }
    await handle.db.updateTable("newsletter_subscribers").set({ locale: "en" }).execute();
    await subscriberLanguagesFromConfirmations(handle.db as never);
    const rows = await handle.db
      .selectFrom("newsletter_subscribers")
      .select(["email", "locale"])
      .orderBy("email")
      .execute();
    expect(rows).toEqual([
      { email: "ar@example.com", locale: "ar" },
      { email: "bn@example.com", locale: "bn" },
      { email: "en@example.com", locale: "en" },
    ]);
  });

  it("sends a post to each subscriber in their language, in English where it has none, with a text part and one-click unsubscribe", async () => {
    const tokens = await subscribers(handle.db, [
      { email: "en@example.com", locale: "en" },
      { email: "bn@example.com", locale: "bn" },
      { email: "ar@example.com", locale: "ar" },
    ]);
    const entryId = await post(backend);
    const letters = await lettersOf(
      { entry_id: entryId, issue: null },
      backend.content,
      "https://site.test",
    );
    expect(letters?.bn).toMatchObject({ language: "bn", fallback: false });
    expect(letters?.ar).toMatchObject({ language: "en", fallback: true });

    const id = await createCampaign(
      handle.db,
      { name: "bKash", entryId },
      "mitu@nakshilabs.com.bd",
    );
    await scheduleCampaign(handle.db, id, new Date(START).toISOString());
    await sendOut(backend.campaigns, id);

    expect(smtp.received).toHaveLength(3);
    const to = (address: string) => smtp.received.find((mail) => addressOf(mail) === address)!;
    expect(to("bn@example.com").subject).toBe("আপনার চেকআউটে বিকাশ যোগ করা");
    expect(to("ar@example.com").subject).toBe("Adding bKash to your checkout");
    expect(to("en@example.com").subject).toBe("Adding bKash to your checkout");

    const arabic = to("ar@example.com");
    const link = `https://site.test/ar/newsletter/unsubscribe?token=${tokens.get("ar@example.com")}&campaign=${id}`;
    expect(header(arabic, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(arabic, "list-unsubscribe")).toBe(`<${link}>`);
    // The text part and the HTML part say the same, with the subscriber's own link in both.
    expect(arabic.text).toContain(
      "Most of your customers pay by bKash. See our plans (https://site.test/pricing).",
    );
    expect(arabic.text).toContain(link);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('lang="en" dir="ltr"');
    expect(arabic.html).toContain(link.replace("&", "&amp;"));
    expect(arabic.html).toContain('href="https://site.test/pricing"');
    expect(to("bn@example.com").text).toContain("https://site.test/bn/news/bkash-checkout-bn");
    // A Bangla letter's links lead to the Bangla pages, as its post's do; the English text's
    // (the Arabic reader's) to the English ones.
    expect(to("bn@example.com").text).toContain("আমাদের প্ল্যানগুলো (https://site.test/bn/pricing)");
    expect(to("bn@example.com").html).toContain('href="https://site.test/bn/pricing"');

    expect(await unsubscribe(handle.db, tokens.get("ar@example.com")!, id)).toBe(true);
    // A second press (or the mail program's one-click after the page's) changes nothing.
    expect(await unsubscribe(handle.db, tokens.get("ar@example.com")!, id + 1)).toBe(true);
    // Whom it went to in Arabic stays one after that reader left: "as it was sent".
    expect(await campaignFigures(handle.db, id)).toEqual({
      sent: 3,
      waiting: 0,
      failed: 0,
      byLanguage: { en: 1, bn: 1, ar: 1 },
      unsubscribed: 1,
    });
    expect((await campaignById(handle.db, id))?.finished_at).not.toBeNull();
  });

  it("queues at the rate set, a minute's worth at once, to those subscribed when it started", async () => {
    await subscribers(
      handle.db,
      Array.from({ length: 25 }, (_, i) => ({ email: `p${i}@example.com`, locale: "en" as const })),
    );
    const sender = new CampaignSender(
      handle.db,
      backend.outbox,
      backend.content,
      "https://site.test",
      {
        perMinute: 10,
        maxRefusals: 3,
        log: silentLog,
      },
    );
    const id = await createCampaign(handle.db, issue("December"), "mitu@nakshilabs.com.bd");
    await scheduleCampaign(handle.db, id, new Date(START).toISOString());
    const queued = async () =>
      (await handle.db.selectFrom("outbox").select("id").where("campaign_id", "=", id).execute())
        .length;

    await sender.tick(START - 1000);
    expect(await queued()).toBe(0);
    await sender.tick(START);
    expect(await queued()).toBe(10);
    await sender.tick(START + 1000);
    expect(await queued()).toBe(10);
    // Someone who confirms after the start is not in this campaign.
    await subscribe(
      handle.db,
      backend.outbox,
      "https://site.test",
      "late@example.com",
      "::1",
      "en",
    );
    await sender.tick(START + 60_000);
    expect(await queued()).toBe(20);
    await sender.tick(START + 120_000);
    expect(await queued()).toBe(25);
    expect((await campaignById(handle.db, id))?.recipients).toBe(25);
  });

  it("sends each subscriber of 2,000 one e-mail when the server restarts in the middle", async () => {
    const people = Array.from({ length: 2000 }, (_, i) => ({
      email: `reader${i}@example.com`,
      locale: (["en", "bn", "ar"] as const)[i % 3]!,
    }));
    await subscribers(handle.db, people);
    const id = await createCampaign(
      handle.db,
      issue("The year in review"),
      "mitu@nakshilabs.com.bd",
    );
    await scheduleCampaign(handle.db, id, new Date().toISOString());

    const fast = { perMinute: 100_000, maxRefusals: 3, log: silentLog };
    const first = new CampaignSender(
      handle.db,
      backend.outbox,
      backend.content,
      "https://site.test",
      fast,
    );
    first.start(20);
    await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBeGreaterThan(300);
    await first.stop();
    await backend.outbox.stop();
    expect(smtp.received.length).toBeLessThan(2000);

    // The next instance, over the same database.
    backend = testBackend(handle, smtp.url);
    const second = new CampaignSender(
      handle.db,
      backend.outbox,
      backend.content,
      "https://site.test",
      fast,
    );
    await sendOut(second, id, Date.now());

    const addresses = smtp.received.map(addressOf);
    expect(addresses).toHaveLength(2000);
    expect(new Set(addresses).size).toBe(2000);
    expect(await campaignFigures(handle.db, id)).toMatchObject({ sent: 2000, failed: 0 });
  }, 120_000);

  it("stops sending to an address refused permanently the set number of times", async () => {
    await subscribers(handle.db, [
      { email: "gone@example.com", locale: "en" },
      { email: "here@example.com", locale: "en" },
    ]);
    refused.add("gone@example.com");
    for (const month of ["September", "October", "November", "December"]) {
      const id = await createCampaign(handle.db, issue(month), "mitu@nakshilabs.com.bd");
      await scheduleCampaign(handle.db, id, new Date(START).toISOString());
      await sendOut(backend.campaigns, id);
      const figures = await campaignFigures(handle.db, id);
      // Refused at once, not tried again; from the fourth on, not sent at all (3 is the limit).
      expect(figures).toMatchObject(
        month === "December" ? { sent: 1, failed: 0 } : { sent: 1, failed: 1 },
      );
    }
    const gone = await handle.db
      .selectFrom("newsletter_subscribers")
      .select("refusals")
      .where("email", "=", "gone@example.com")
      .executeTakeFirstOrThrow();
    expect(gone.refusals).toBe(3);
  });

  it("forgets whom a campaign went to a month after it was sent, and keeps its figures", async () => {
    const tokens = await subscribers(handle.db, [
      { email: "en@example.com", locale: "en" },
      { email: "bn@example.com", locale: "bn" },
    ]);
    const id = await createCampaign(handle.db, issue("October"), "mitu@nakshilabs.com.bd");
    await scheduleCampaign(handle.db, id, new Date(START).toISOString());
    await sendOut(backend.campaigns, id);
    const figures = await campaignFigures(handle.db, id);
    // Whom it went to, by language, stays what it was when later figures are kept.
    expect(figures).toEqual({
      sent: 2,
      waiting: 0,
      failed: 0,
      byLanguage: { en: 1, bn: 1, ar: 0 },
      unsubscribed: 0,
    });

    const finished = Date.parse((await campaignById(handle.db, id))!.finished_at!);
    const early = await applyRetention(handle.db, {
      leadMonths: 24,
      at: new Date(finished + (CAMPAIGN_MAIL_DAYS - 1) * 86_400_000),
    });
    expect(early?.campaignEmails).toBe(0);
    const run = await applyRetention(handle.db, {
      leadMonths: 24,
      at: new Date(finished + (CAMPAIGN_MAIL_DAYS + 1) * 86_400_000),
    });
    expect(run?.campaignEmails).toBe(2);
    const left = await handle.db.selectFrom("outbox").select("id").where("campaign_id", "=", id);
    expect(await left.execute()).toEqual([]);
    expect(await campaignFigures(handle.db, id)).toEqual(figures);
    // Who leaves later from its e-mail still counts.
    await unsubscribe(handle.db, tokens.get("bn@example.com")!, id);
    expect(await campaignFigures(handle.db, id)).toEqual({ ...figures, unsubscribed: 1 });
  });

  it("shows a post's cover and library images as JPEGs every mail program shows", async () => {
    const image = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#0f766e" },
    })
      .jpeg()
      .toBuffer();
    const media = new MediaLibrary(handle.db);
    const { id: medium } = await media.add(
      { name: "team.jpg", bytes: image },
      { en: "Our team" },
      editor,
    );
    const entryId = await backend.content.store.save(
      {
        kind: "post",
        author: "nusrat-jahan",
        category: "marketing",
        services: [],
        versions: [
          {
            language: "en",
            status: "published",
            slug: "our-new-office",
            title: "Our new office",
            description: "We moved to Banani: where to find us, and how to get there.",
            body: `Come and see us.\n\n![The team at the new office](/media/${medium}-1200.webp)`,
            cover: `/media/${medium}-1200.webp`,
            coverAlt: "The new office from the street",
            tags: [],
            publishedAt: "2026-11-20T04:00:00.000Z",
          },
        ],
      },
      editor,
    );
    await backend.content.refresh();
    const letters = await lettersOf(
      { entry_id: entryId, issue: null },
      backend.content,
      "https://site.test",
    );
    const html = letters!.en.html;
    const jpeg = `https://site.test/media/${medium}-1200.jpg`;
    // The cover above the title, then the image in the text: each the library's JPEG.
    const images = [...html.matchAll(/<img src="([^"]+)"[^>]* alt="([^"]*)"/g)];
    expect(images.map(([, src, alt]) => [src, alt])).toEqual([
      [jpeg, "The new office from the street"],
      [jpeg, "The team at the new office"],
    ]);
    expect(html.indexOf("<img")).toBeLessThan(html.indexOf("<h1"));
    expect(html).not.toMatch(/\.(webp|avif)"/);
  });

  it("sends a member of staff each language's letter as a test, marked so, with no unsubscribe", async () => {
    const entryId = await post(backend);
    const id = await createCampaign(
      handle.db,
      { name: "bKash", entryId },
      "mitu@nakshilabs.com.bd",
    );
    const campaign = (await campaignById(handle.db, id))!;
    expect(
      await sendTestLetters(
        handle.db,
        backend.outbox,
        backend.content,
        "https://site.test",
        campaign,
        "mitu@nakshilabs.com.bd",
      ),
    ).toBe(3);
    await backend.outbox.deliverDue();
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      "[Test] Adding bKash to your checkout",
      "[تجربة] Adding bKash to your checkout",
      "[টেস্ট] আপনার চেকআউটে বিকাশ যোগ করা",
    ]);
    for (const mail of smtp.received) {
      expect(addressOf(mail)).toBe("mitu@nakshilabs.com.bd");
      expect(header(mail, "list-unsubscribe")).toBeUndefined();
      expect(mail.text).toContain("https://site.test/");
    }
    expect((await campaignById(handle.db, id))?.status).toBe("draft");
  });
});
