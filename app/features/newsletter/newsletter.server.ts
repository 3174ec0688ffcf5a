import { createHash, randomBytes } from "node:crypto";
import { inTransaction, now, type Db } from "~/platform/db/db.server";
import type { Outbox } from "~/platform/mail/outbox.server";
import { copyFor, fullAddressIn, isLocale, pathIn, type Copy, type Locale } from "~/content/copy";
import { serverCopyFor } from "~/content/server-copy.server";
import { fill } from "~/lib/format";

const token = () => randomBytes(24).toString("base64url");
const hash = (value: string) => createHash("sha256").update(value).digest("hex");

/** Whether a link's token has the form this site gives its tokens; anything else goes no further. */
const isTokenShaped = (value: string) => /^[A-Za-z0-9_-]{32}$/.test(value);

/** A pending address gets at most one confirmation e-mail in this time, however often it signs up. */
const RESEND_AFTER_MS = 60 * 60 * 1000;

/**
 * The page of a subscription, in the subscriber's language: change the language, or unsubscribe.
 * From a campaign's e-mail it names the campaign, so that its figures count who left from it; a
 * POST to it (RFC 8058's one-click) unsubscribes at once.
 */
export const subscriptionLink = (
  publicUrl: string,
  unsubscribeToken: string,
  locale: Locale,
  campaignId?: number,
) =>
  `${publicUrl}${pathIn(locale, "/newsletter/unsubscribe")}?token=${unsubscribeToken}${
    campaignId ? `&campaign=${campaignId}` : ""
  }`;

/** An e-mail to a subscriber, from a template of the subscriber's language. */
function letter(
  copy: Copy,
  template: { subject: string; body: string[] },
  values: Record<string, string>,
) {
  const all = { site: copy.siteName, ...values };
  return {
    subject: fill(template.subject, all),
    text: template.body.map((line) => fill(line, all)).join("\n"),
  };
}

/**
 * Double opt-in: a new (or returning) address is stored as pending and sent a single-use confirmation
 * link. An address that is already confirmed gets nothing, nor does a pending one that was sent a
 * link within the last hour; the visitor sees the same answer in every case, so the form reveals
 * nothing about who is subscribed. The e-mail, and the newsletter later, are in the language of the
 * page the visitor signed up on.
 */
export async function subscribe(
  db: Db,
  outbox: Outbox,
  publicUrl: string,
  email: string,
  ip: string,
  locale: Locale,
) {
  const copy = copyFor(locale);
  const confirmToken = token();
  const sent = await inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "status", "confirm_sent_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.status === "confirmed") return false;
    const sentRecently =
      existing?.status === "pending" &&
      existing.confirm_sent_at !== null &&
      Date.now() - Date.parse(existing.confirm_sent_at) < RESEND_AFTER_MS;
    if (sentRecently) return false;
    if (existing) {
      await trx
        .updateTable("newsletter_subscribers")
        .set({
          status: "pending",
          confirm_token_hash: hash(confirmToken),
          confirm_sent_at: now(),
          subscribed_at: now(),
          subscribed_ip: ip,
          unsubscribed_at: null,
          unsubscribed_campaign_id: null,
          locale,
        })
        .where("id", "=", existing.id)
        .execute();
    } else {
      // The same address sent twice at once (a double tap): the first insert wins and sends the
      // confirmation; the second finds the row taken and sends nothing, instead of failing.
      const inserted = await trx
        .insertInto("newsletter_subscribers")
        .values({
          email,
          status: "pending",
          confirm_token_hash: hash(confirmToken),
          confirm_sent_at: now(),
          unsubscribe_token: token(),
          subscribed_at: now(),
          subscribed_ip: ip,
          locale,
        })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      if (!inserted.numInsertedOrUpdatedRows) return false;
    }
    await outbox.enqueue(
      {
        to: email,
        ...letter(copy, serverCopyFor(locale).emails.newsletterConfirm, {
          link: `${publicUrl}${pathIn(locale, "/newsletter/confirm")}?token=${confirmToken}`,
          address: fullAddressIn(copy),
        }),
      },
      trx,
    );
    return true;
  });
  if (sent) outbox.kick();
}

/** What a confirmation link can do: confirm, nothing any more (expired), or nothing at all. */
export type LinkState = "valid" | "expired" | "invalid";

async function pendingRow(db: Db, confirmToken: string) {
  if (!isTokenShaped(confirmToken)) return undefined;
  return db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "unsubscribe_token", "confirm_sent_at", "locale"])
    .where("confirm_token_hash", "=", hash(confirmToken))
    .where("status", "=", "pending")
    .executeTakeFirst();
}

const stateOf = (row: { confirm_sent_at: string | null } | undefined, ttlMs: number): LinkState =>
  !row
    ? "invalid"
    : row.confirm_sent_at === null || Date.now() - Date.parse(row.confirm_sent_at) > ttlMs
      ? "expired"
      : "valid";

/** Whether a confirmation link would confirm, without spending it (the page shows a button). */
export async function confirmationLinkState(db: Db, confirmToken: string, ttlMs: number) {
  return stateOf(await pendingRow(db, confirmToken), ttlMs);
}

export type ConfirmResult = "confirmed" | "expired" | "invalid";

/**
 * Confirms the subscription a link belongs to, recording when and from where, and spends the link.
 * A link older than `ttlMs` no longer confirms; signing up again sends a new one.
 */
export async function confirmSubscription(
  db: Db,
  outbox: Outbox,
  publicUrl: string,
  confirmToken: string,
  ip: string,
  locale: Locale,
  ttlMs: number,
): Promise<ConfirmResult> {
  const copy = copyFor(locale);
  const result = await db.transaction().execute(async (trx) => {
    const row = await pendingRow(trx, confirmToken);
    const state = stateOf(row, ttlMs);
    if (!row || state !== "valid") return state === "expired" ? "expired" : "invalid";
    await trx
      .updateTable("newsletter_subscribers")
      .set({ status: "confirmed", confirmed_at: now(), confirmed_ip: ip, confirm_token_hash: null })
      .where("id", "=", row.id)
      .execute();
    await outbox.enqueue(
      {
        to: row.email,
        ...letter(copy, serverCopyFor(locale).emails.newsletterWelcome, {
          link: subscriptionLink(
            publicUrl,
            row.unsubscribe_token,
            isLocale(row.locale) ? row.locale : locale,
          ),
        }),
      },
      trx,
    );
    return "confirmed" as const;
  });
  if (result === "confirmed") outbox.kick();
  return result;
}

/**
 * Unsubscribes the address an unsubscribe link belongs to; the link keeps working afterwards. From
 * a campaign's e-mail, the campaign is noted for its figures (once, by the first unsubscribe).
 */
export async function unsubscribe(db: Db, unsubscribeToken: string, campaignId?: number) {
  if (!isTokenShaped(unsubscribeToken)) return false;
  const result = await db
    .updateTable("newsletter_subscribers")
    .set((eb) => ({
      status: "unsubscribed",
      unsubscribed_at: eb.fn.coalesce("unsubscribed_at", eb.val(now())),
      unsubscribed_campaign_id:
        campaignId === undefined
          ? eb.ref("unsubscribed_campaign_id")
          : eb
              .case()
              .when("status", "=", "unsubscribed")
              .then(eb.ref("unsubscribed_campaign_id"))
              .else(campaignId)
              .end(),
      confirm_token_hash: null,
    }))
    .where("unsubscribe_token", "=", unsubscribeToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The subscription an unsubscribe link belongs to: its language; undefined for none. */
export async function subscriptionOf(db: Db, unsubscribeToken: string) {
  if (!isTokenShaped(unsubscribeToken)) return undefined;
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("locale")
    .where("unsubscribe_token", "=", unsubscribeToken)
    .executeTakeFirst();
  return row && { locale: isLocale(row.locale) ? row.locale : ("en" as const) };
}

/** Sets the language the newsletter comes in, from the link in any of its e-mails. */
export async function setNewsletterLanguage(db: Db, unsubscribeToken: string, locale: Locale) {
  if (!isTokenShaped(unsubscribeToken)) return false;
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ locale })
    .where("unsubscribe_token", "=", unsubscribeToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
