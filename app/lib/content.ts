/** Facts of published content that the workspace, the store and the pages share. */

/**
 * What the agency publishes: blog posts, information pages, case studies, and the main pages (the
 * home page…) made of sections, whose body is their sections as JSON (see content/sections.ts).
 */
export const contentKinds = ["post", "page", "case-study", "sections"] as const;
export type ContentKind = (typeof contentKinds)[number];

/** A language version's state: a draft, waiting for its time, or live. */
export const versionStatuses = ["draft", "scheduled", "published"] as const;
export type VersionStatus = (typeof versionStatuses)[number];

/** The language the site's content is first written in; translations follow it. */
export const sourceLanguage = "en";

/** A slug: lower-case letters and digits in words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
