import type { Selectable } from "kysely";
import { type Db } from "~/platform/db/db.server";
import { subscriptionLink } from "./newsletter.server";
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
import { shareImageOfMedium, type MediaIndex } from "~/lib/media";

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

/**
 * The media library's images of a letter as every mail program shows them: the JPEG the library
 * keeps of each (Outlook shows no WebP or AVIF), as wide as the letter at most.
 */
const mailImages = (html: string, media: MediaIndex) =>
  html.replace(/<img src="([^"]+)"/g, (whole, src: string) => {
    const jpeg = shareImageOfMedium(src, media);
    return `<img src="${jpeg ?? src}" style="max-width:100%;height:auto;border-radius:8px;"`;
  });

/** Markdown as plain text for the text part: links and images keep their words and address. */
function plainText(markdown: string, publicUrl: string, links: Links) {
  const whole = (written: string) => {
    const href = links?.(written)?.href ?? written;
    return href.startsWith("/") ? `${publicUrl}${href}` : href;
  };
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

/** How the site links of a text in a language lead (its language's pages; see PublishedContent). */
type Links = Awaited<ReturnType<PublishedContent["links"]>>;

/** What a letter is made of, in the language it is written in. */
type LetterText = {
  language: Locale;
  subject: string;
  title: string;
  markdown: string;
  /** The post's page, for a post. */
  link?: string;
  /** The post's cover, shown above its title. */
  cover?: { src: string; alt: string };
};

/**
 * One language's letter: the text in its own language and direction, framed in the subscriber's
 * language (why they get it, and the link to unsubscribe or choose another language). Plain HTML
 * with inline styles, as mail programs show it, and a plain-text part of the same words.
 */
function letterOf(
  locale: Locale,
  source: LetterText,
  publicUrl: string,
  media: MediaIndex,
  links: Links,
): CampaignLetter {
  const copy = copyFor(locale);
  const words = serverCopyFor(locale).emails.campaign;
  const values = { site: copy.siteName };
  const why = fill(words.why, values);
  const address = fullAddressIn(copy);
  // The site's images as mail programs show them, at whole addresses.
  const forMail = (html: string) => absoluteLinks(mailImages(html, media), publicUrl);
  const body = forMail(
    renderMarkdown(source.markdown, {}, factsIn(source.language).markdown, links),
  );
  const cover =
    source.cover &&
    forMail(
      `<p style="margin:0 0 16px;"><img src="${escapeHtml(source.cover.src)}" alt="${escapeHtml(source.cover.alt)}" width="552"></p>`,
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
${cover ?? ""}<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3;">${escapeHtml(source.title)}</h1>
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
    plainText(factsIn(source.language).markdown(source.markdown), publicUrl, links),
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
  const media = await content.media();
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
        cover: version.cover ? { src: version.cover, alt: version.coverAlt ?? "" } : undefined,
      };
    }
  } else {
    return undefined;
  }
  // A letter's links lead to the pages of the language it is written in, as its post's do.
  const letters = await Promise.all(
    locales.map(async (locale) => {
      const source = sources[locale]!;
      const links = await content.links(source.language);
      return [locale, letterOf(locale, source, publicUrl, media, links)] as const;
    }),
  );
  return Object.fromEntries(letters) as CampaignLetters;
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
