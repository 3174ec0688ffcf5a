import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a private preview link works. */
export const PREVIEW_DAYS = 7;

const sign = (secret: string, body: string) =>
  createHmac("sha256", secret).update(`preview:${body}`).digest("base64url").slice(0, 32);

/**
 * A private preview link's token: which entry's version in which language, until when, signed
 * with the site's secret. Whoever has it can read that version as it is saved, draft or not,
 * until it expires.
 */
export function previewToken(secret: string, entryId: string, language: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + PREVIEW_DAYS * 24 * 3600;
  const body = `${entryId}.${language}.${expires.toString(36)}`;
  return `${body}.${sign(secret, body)}`;
}

/** What a token names, if it is genuine and not expired; null for anything else. */
export function readPreviewToken(secret: string, token: string, now = Date.now()) {
  const match = /^([0-9a-z]{26})\.([a-z]{2})\.([0-9a-z]{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const [, entryId, language, expires, signature] = match as unknown as string[];
  const expected = Buffer.from(sign(secret, `${entryId}.${language}.${expires}`));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (parseInt(expires!, 36) * 1000 <= now) return null;
  return { entryId: entryId!, language: language! };
}

/** How long the editor's key to preview what it has not saved works. */
const DRAFT_KEY_HOURS = 12;

/**
 * The key the editor sends with words it has not saved to see them at the preview's address: only
 * the editor's page has it, so a shared preview link shows what is saved and nothing else.
 */
export function draftPreviewKey(
  secret: string,
  entryId: string,
  language: string,
  now = Date.now(),
) {
  const expires = (Math.floor(now / 1000) + DRAFT_KEY_HOURS * 3600).toString(36);
  return `${expires}.${sign(secret, `draft.${entryId}.${language}.${expires}`)}`;
}

/** Whether a draft preview key is genuine for that version and not expired. */
export function isDraftPreviewKey(
  secret: string,
  entryId: string,
  language: string,
  key: unknown,
  now = Date.now(),
) {
  const match = typeof key === "string" ? /^([0-9a-z]{1,10})\.([\w-]{32})$/.exec(key) : null;
  if (!match) return false;
  const [, expires, signature] = match as unknown as string[];
  const expected = Buffer.from(sign(secret, `draft.${entryId}.${language}.${expires}`));
  const given = Buffer.from(signature!);
  return (
    expected.length === given.length &&
    timingSafeEqual(expected, given) &&
    parseInt(expires!, 36) * 1000 > now
  );
}
