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
