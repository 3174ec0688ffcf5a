import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Backend } from "~/backend.server";
import type { Db } from "~/platform/db/db.server";
import { nothingFound, personRecords } from "./erase.server";
import { personalDataParts, type PersonalDataSections } from "~/personal-data.server";
import { countHit } from "~/platform/rate-limits.server";
import { copyFor, factsIn, fullAddressIn, pathIn, type Locale } from "~/content/copy";
import { serverCopyFor } from "~/content/server-copy.server";
import { fill } from "~/lib/format";

/** How long the link to a copy of someone's data works. */
export const DATA_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The key data links are sealed with, of the site's secret and for nothing else. */
const linkKey = (secret: string) => createHash("sha256").update(`data-request:${secret}`).digest();
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The token of a link to what the site holds about `email`, good for DATA_LINK_TTL_MS: the address
 * and when the link expires, sealed (AES-256-GCM), so that neither a proxy's log nor a browser's
 * history can read whom it is for, and no one can make one for another address.
 */
export function dataLinkToken(secret: string, email: string, at = Date.now()) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", linkKey(secret), iv);
  const sealed = Buffer.concat([
    cipher.update(`${(at + DATA_LINK_TTL_MS).toString(36)}.${email}`, "utf8"),
    cipher.final(),
  ]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The address a link's token was made for, while it works; null for one expired or forged. */
export function emailOfDataLink(secret: string, token: string, at = Date.now()) {
  if (token.length > 600 || !/^[\w-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  // Only the token as written: another spelling of the same bytes is an altered link.
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString("base64url") !== token) return null;
  let opened: string;
  try {
    const decipher = createDecipheriv("aes-256-gcm", linkKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    opened = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
  const dot = opened.indexOf(".");
  if (dot < 1 || !(parseInt(opened.slice(0, dot), 36) >= at)) return null;
  return opened.slice(dot + 1);
}

/**
 * An address gets one link an hour at most, however many people ask for it from however many
 * places: the form cannot be used to flood someone's inbox.
 */
export const ONE_LINK_IN_MS = 60 * 60 * 1000;

/**
 * Someone asks for a copy of what the site holds about an address: when it holds anything, a
 * link to download it goes to that address, in the page's language, unless one went in the last
 * hour. The answer is the same either way, so that the form tells no one who has written to the
 * agency.
 */
export async function requestPersonalData(
  { db, outbox, secret, publicUrl }: Pick<Backend, "db" | "outbox" | "secret" | "publicUrl">,
  email: string,
  locale: Locale,
) {
  const key = { kind: "email", value: email.trim().toLowerCase() } as const;
  if ((await countHit(db, `data-link:${key.value}`, ONE_LINK_IN_MS)).hits > 1) return;
  if (nothingFound((await personRecords(db, key)).counts)) return;
  const facts = factsIn(locale);
  const values = {
    link: `${publicUrl}${pathIn(locale, "/my-data")}?token=${dataLinkToken(secret, key.value)}`,
    address: fullAddressIn(copyFor(locale)),
  };
  const template = serverCopyFor(locale).dataRequestEmail;
  await outbox.enqueue({
    to: key.value,
    subject: fill(facts.text(template.subject), values),
    text: template.body.map((line) => fill(facts.text(line), values)).join("\n"),
  });
  outbox.kick();
}

/** Columns that are the site's own secrets, not the person's data. */
const SECRET_COLUMNS = new Set(["confirm_token_hash", "unsubscribe_token", "claim_token"]);

const shown = <T extends object>(rows: T[]) =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMNS.has(column))),
  );

/** A copy of someone's data: whom it is about, when it was made, and a section per kind of record. */
type PersonalDataCopy = { about: string; exportedAt: string } & Record<
  PersonalDataSections,
  Record<string, unknown>[]
>;

/**
 * Everything the site holds about an address, as one document, a section for each kind of record
 * each capability declares (`app/personal-data.server.ts`): its leads with their history and
 * orders, the forms' rows, comments, the newsletter subscription, the e-mails to or about it and
 * held submissions naming it (a subject access request).
 */
export async function personalData(db: Db, email: string) {
  const key = { kind: "email", value: email.trim().toLowerCase() } as const;
  const { found } = await personRecords(db, key);
  const copy: Record<string, unknown> = { about: key.value, exportedAt: new Date().toISOString() };
  for (const part of personalDataParts) {
    for (const [section, rows] of Object.entries(await part.copy(db, found))) {
      copy[section] = shown(rows);
    }
  }
  return copy as PersonalDataCopy;
}
