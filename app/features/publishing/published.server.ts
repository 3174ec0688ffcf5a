import type { Logger } from "pino";
import { data, redirect } from "react-router";
import { ContentStore } from "./content-store.server";
import type { ContentVersion } from "./content-versions.server";
import { FactsStore } from "~/features/facts/index.server";
import { putFactsInForce } from "~/content/facts";
import { shownFacts } from "~/lib/facts-schema";
import { bumpContentRevision } from "~/platform/db/content-revision.server";
import { now, type Db } from "~/platform/db/db.server";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  copyFor,
  defaultLocale,
  factsIn,
  isLocale,
  localeOfPath,
  locales,
  pathIn,
  unlocalizedPath,
  type Locale,
} from "~/content/copy";
import { listedPaths } from "~/content/paths";
import {
  isSectionPage,
  sectionPages,
  madeFrom,
  type Section,
  type SectionPage,
} from "~/content/sections";
import type { LandingSlug } from "~/content/landings";
import { sectionsIn } from "./section-pages.server";
import { feedFiles } from "~/lib/feeds";
import { Blog } from "./posts.server";
import { contentKinds, sourceLanguage, type ContentKind } from "~/lib/content";
import { linksIn } from "./markdown-links.server";
import { renderMarkdown } from "~/lib/markdown.server";
import { mediumOf, type MediaIndex } from "~/lib/media";
import { MediaLibrary } from "./media.server";

/** Pages every language has at a fixed address, besides what the agency publishes. */
export const FIXED_PAGES = new Set([
  ...listedPaths,
  "/home-dark",
  "/news/single-news",
  "/newsletter",
  "/case-studies",
  "/shops/shop-details",
  // The not-found page shown on purpose, which the slide-out menu lists.
  "/error",
  "/sitemap.xml",
  ...Object.values(feedFiles).map((file) => `/news/${file.name}`),
]);

/** The site addresses a Markdown text links to or shows (not other sites, mail or telephone). */
export const siteLinksIn = (markdown: string) => [
  ...new Set(
    [...markdown.matchAll(/\]\((\/(?!\/)[^)\s]*)/g)].map((match) => match[1]!.split(/[?#]/)[0]!),
  ),
];

/** Where each kind of content is read, in the default language's addresses. */
export const contentPaths: Record<ContentKind, (slug: string) => string> = {
  post: (slug) => `/news/${slug}`,
  page: (slug) => `/${slug}`,
  "case-study": (slug) => `/case-studies/${slug}`,
  sections: (slug) => (isSectionPage(slug) ? sectionPages[slug].path : `/${slug}`),
};

/** A version's address in its own language. */
export const addressOf = (kind: ContentKind, language: string, slug: string) =>
  pathIn(isLocale(language) ? language : defaultLocale, contentPaths[kind](slug));

/** A landing page staff made, as its page shows it in one language. */
export type MadeLanding = {
  slug: string;
  template: LandingSlug;
  /** What staff call it, in this language ("For pharmacies"). */
  name: string;
  seoTitle: string | null;
  seoDescription: string | null;
  sections: Section[];
  versions: LanguageVersions;
};

/** The live language versions of one entry: what hreflang and the language switch name. */
export type LanguageVersions = { language: Locale; path: string }[];

/** An information page or case study as its page shows it. */
export type ContentPage = {
  entryId: string;
  slug: string;
  language: string;
  title: string;
  description: string;
  seoTitle: string | null;
  seoDescription: string | null;
  html: string;
  versions: LanguageVersions;
};

/**
 * What the public pages show from the content store, read once per content revision and kept in
 * memory: the blog of each language, and the pages. The revision is read from the database every
 * `pollMs` (so that a publish on another instance shows here within that time), and at once after a
 * save here; each read also publishes the scheduled versions whose time has come, so that they go
 * live with no request needed and move the revision on for every instance.
 */
export class PublishedContent {
  readonly store: ContentStore;
  readonly facts: FactsStore;
  private current = -1;
  private kept = new Map<string, Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  /** The read at the moment the next scheduled version goes live. */
  private due: NodeJS.Timeout | undefined;

  constructor(
    private db: Db,
    private log: Logger,
  ) {
    this.store = new ContentStore(db);
    this.facts = new FactsStore(db);
  }

  /** The content revision the kept pages were made from (changes with every publish anywhere). */
  revision() {
    return this.current;
  }

  /**
   * Publishes what is due and reads the revision; a new one drops what was kept. Returns whether
   * it changed.
   */
  async refresh() {
    await this.publishDue();
    const revision = await this.store.revision();
    if (revision === this.current) return false;
    // The facts first: a page kept for the new revision must never be rendered with the old ones.
    const { facts } = await this.facts.read();
    putFactsInForce(shownFacts(facts), revision);
    this.current = revision;
    this.kept.clear();
    return true;
  }

  /**
   * Reads the revision every `pollMs`; a scheduled version due before the next read is published
   * at its moment, so that its page and every page naming it change together, not up to `pollMs`
   * apart.
   */
  start(pollMs: number) {
    const read = async () => {
      try {
        // From before the read: a version that falls due while it runs is still found next.
        const at = Date.now();
        await this.refresh();
        const next = await this.store.nextScheduled(at);
        const wait = next === null ? Infinity : next - Date.now();
        if (wait < pollMs) {
          clearTimeout(this.due);
          this.due = setTimeout(() => void read(), Math.max(0, wait));
          this.due.unref();
        }
      } catch (error) {
        this.log.warn({ err: error }, "reading the content revision failed");
      }
    };
    this.timer = setInterval(() => void read(), pollMs);
    this.timer.unref();
    void read();
  }

  stop() {
    clearInterval(this.timer);
    clearTimeout(this.due);
  }

  /**
   * Scheduled versions whose time has come become published, and the content revision moves on,
   * in one transaction: of several instances doing it at once, one changes the rows.
   */
  async publishDue(at = now()) {
    await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("content_versions")
        .set({ status: "published" })
        .where("status", "=", "scheduled")
        .where("published_at", "<=", at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) {
        await bumpContentRevision(trx);
        this.log.info({ versions: Number(result.numUpdatedRows) }, "scheduled content published");
      }
    });
  }

  /**
   * One value per content revision, made on first use. Nothing (an address no version has) and a
   * failed read are not kept, so that asking for made-up addresses fills no memory.
   */
  private keep<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.kept.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      this.kept.set(key, value);
      const forget = () => this.kept.get(key) === value && this.kept.delete(key);
      value.then((found) => found ?? forget(), forget);
    }
    return value;
  }

  /**
   * The blog of a language: its own live posts, then the source language's posts it has no
   * version of, shown in their own language.
   */
  blog(locale: Locale): Promise<Blog> {
    return this.keep(`blog/${locale}`, async () => {
      const own = await this.list("post", locale);
      const translated = new Set(own.map((post) => post.entryId));
      const untranslated =
        locale === sourceLanguage
          ? []
          : (await this.list("post", sourceLanguage)).filter(
              (post) => !translated.has(post.entryId),
            );
      return new Blog(
        copyFor(locale),
        [...own, ...untranslated],
        await this.media(),
        await this.links(locale),
      );
    });
  }

  /** The media library's images and their widths, as the pages of this revision show them. */
  media(): Promise<MediaIndex> {
    return this.keep("media", () => new MediaLibrary(this.db).index());
  }

  /**
   * How the links of Markdown shown in a language lead (see linksIn); nothing to change in the
   * default language, whose addresses the text is written with.
   */
  links(locale: Locale) {
    return this.keep(`links/${locale}`, async () => {
      if (locale === defaultLocale) return { links: undefined };
      const targets = new Map<string, { path: string; language: Locale }>();
      // A main page of the site's own shows in every language, written in it or not: its address
      // is the language's. A landing page staff made is where it is written, like a post.
      for (const kind of contentKinds) {
        const entries = new Map<string, ContentVersion[]>();
        const live = kind === "sections" ? this.madeLandings() : this.everything(kind);
        for (const version of await live) {
          entries.set(version.entryId, [...(entries.get(version.entryId) ?? []), version]);
        }
        for (const versions of entries.values()) {
          const own = versions.find((version) => version.language === locale);
          const source =
            versions.find((version) => version.language === sourceLanguage) ?? versions[0]!;
          const language = isLocale(source.language) ? source.language : defaultLocale;
          const target = own
            ? { path: addressOf(kind, locale, own.slug), language: locale }
            : { path: addressOf(kind, language, source.slug), language };
          // Any version's slug written without a language leads there; the source's wins.
          for (const version of [...versions.filter((each) => each !== source), source]) {
            targets.set(contentPaths[kind](version.slug), target);
          }
        }
      }
      return { links: linksIn(locale, targets, copyFor(locale).blog.post.englishBadge) };
    }).then((kept) => kept.links);
  }

  /** The live versions of an entry as addresses, the default language first. */
  versionsOf(kind: ContentKind, entryId: string): Promise<LanguageVersions> {
    return this.keep(`versions/${entryId}`, async () => {
      const rows = await this.store.translationsOf(entryId);
      return locales.flatMap((language) => {
        const row = rows.find((version) => version.language === language);
        return row ? [{ language, path: addressOf(kind, language, row.slug) }] : [];
      });
    });
  }

  /** The entry a post version of a language belongs to, for its page's language versions. */
  async postVersions(language: string, slug: string) {
    const version = await this.keep(`post/${language}/${slug}`, () =>
      this.store.get("post", language, slug),
    );
    return version ? this.versionsOf("post", version.entryId) : [];
  }

  /** An information page or case study in a language, with its HTML. */
  page(kind: "page" | "case-study", locale: Locale, slug: string): Promise<ContentPage | null> {
    return this.keep(`${kind}/${locale}/${slug}`, async () => {
      const version = await this.store.get(kind, locale, slug);
      if (!version) return null;
      return {
        entryId: version.entryId,
        slug: version.slug,
        language: version.language,
        title: version.title,
        description: version.description,
        seoTitle: version.seoTitle,
        seoDescription: version.seoDescription,
        html: renderMarkdown(
          version.body,
          await this.media(),
          factsIn(isLocale(version.language) ? version.language : locale).markdown,
          await this.links(locale),
        ),
        versions: await this.versionsOf(kind, version.entryId),
      };
    });
  }

  /**
   * The page or case study a route shows at an address; when this language has none there, the
   * 301 to where it is (see redirectFor), else a 404.
   */
  async pageAt(kind: "page" | "case-study", locale: Locale, slug: string) {
    const page = await this.page(kind, locale, slug);
    if (page) return page;
    const elsewhere = await this.redirectFor(kind, locale, slug);
    throw elsewhere ? redirect(elsewhere, 301) : data(null, { status: 404 });
  }

  /**
   * A main page's sections in a language: its live version's, else (never written, or not live)
   * the sections a new site ships, in the language's words.
   */
  sections(locale: Locale, page: SectionPage): Promise<Section[]> {
    return this.keep(`sections/${locale}/${page}`, async () => {
      const version = await this.store.get("sections", locale, page);
      return (await sectionsIn(page, locale, version?.body)).sections;
    });
  }

  /**
   * A landing page staff made, live in a language: its sections (drawn as those of the landing
   * page it was copied from), its names and the languages it is live in; null for none.
   */
  async landing(locale: Locale, slug: string): Promise<MadeLanding | null> {
    // Most one-word addresses are not one: they cost no look in the store.
    const version = (await this.madeLandings()).find(
      (each) => each.language === locale && each.slug === slug,
    );
    const template = version && madeFrom(version);
    if (!version || !template) return null;
    return this.keep(`landing/${locale}/${slug}`, async () => ({
      slug,
      template,
      name: version.title,
      seoTitle: version.seoTitle,
      seoDescription: version.seoDescription,
      sections: (await sectionsIn(template, locale, version.body)).sections,
      versions: await this.versionsOf("sections", version.entryId),
    }));
  }

  /** The live versions of the landing pages staff made (not the site's own main pages). */
  madeLandings(): Promise<ContentVersion[]> {
    return this.keep("made-landings", async () =>
      (await this.everything("sections")).filter((version) => madeFrom(version) !== undefined),
    );
  }

  /** What is live of a kind in a language, newest first: blogs, lists and the sitemap share it. */
  list(kind: ContentKind, locale: Locale): Promise<ContentVersion[]> {
    return this.keep(`list/${kind}/${locale}`, () => this.store.list(kind, locale));
  }

  /**
   * Whether a site address leads somewhere: a page every language has, a published version, a
   * library image or a file of the site's own images.
   */
  async resolves(address: string) {
    const pathname = address.length > 1 ? address.replace(/\/$/, "") : address;
    const locale = localeOfPath(pathname);
    const page = unlocalizedPath(pathname);
    if (FIXED_PAGES.has(page)) return true;
    if (page.startsWith("/images/")) {
      try {
        return !page.includes("..") && existsSync(path.join("public", decodeURIComponent(page)));
      } catch {
        return false;
      }
    }
    const medium = mediumOf(page);
    if (medium) return (await this.media())[medium.id] !== undefined;
    const [, folder, slug] = /^\/(?:(news|case-studies)\/)?([^/]+)$/.exec(page) ?? [];
    if (!slug) return false;
    const kind = folder === "news" ? "post" : folder ? "case-study" : "page";
    if ((await this.store.get(kind, locale, slug)) !== undefined) return true;
    return kind === "page" && (await this.landing(locale, slug)) !== null;
  }

  /** Every live version of a kind in every language, for the sitemap. */
  everything(kind: ContentKind): Promise<ContentVersion[]> {
    return this.keep(`all/${kind}`, async () =>
      (await Promise.all(locales.map((locale) => this.list(kind, locale)))).flat(),
    );
  }

  /**
   * Where a visitor asking for a version that is not live in a language is sent: the entry's
   * version in that language (a translation has its own slug), else its source language's; null
   * when no live version has that slug in any language, or when the version is the one asked for
   * (published on another instance a moment ago: it shows here at the next look at the revision).
   */
  redirectFor(kind: ContentKind, locale: Locale, slug: string): Promise<string | null> {
    return this.keep(`redirect/${kind}/${locale}/${slug}`, async () => {
      const entryId = await this.store.entryWithSlug(kind, slug);
      if (!entryId) return null;
      const versions = await this.versionsOf(kind, entryId);
      const target =
        versions.find((version) => version.language === locale) ??
        versions.find((version) => version.language === sourceLanguage) ??
        versions[0];
      return target && target.path !== addressOf(kind, locale, slug) ? target.path : null;
    });
  }
}
