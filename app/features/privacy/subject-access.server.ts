import { createHmac, timingSafeEqual } from "node:crypto";
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

const signature = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`data-request:${payload}`).digest("base64url");

/** The token of a link to what the site holds about `email`, good for DATA_LINK_TTL_MS. */
export function dataLinkToken(secret: string, email: string, at = Date.now()) {
  const payload = `${Buffer.from(email).toString("base64url")}.${(at + DATA_LINK_TTL_MS).toString(36)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The address a link's token was made for, while it works; null for one expired or forged. */
export function emailOfDataLink(secret: string, token: string, at = Date.now()) {
  const [email, expires, signed] = token.split(".");
  if (!email || !expires || !signed || token.length > 600) return null;
  const expected = Buffer.from(signature(secret, `${email}.${expires}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (parseInt(expires, 36) < at) return null;
  return Buffer.from(email, "base64url").toString();
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
