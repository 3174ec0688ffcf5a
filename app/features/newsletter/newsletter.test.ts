import { afterEach, beforeEach, expect, it } from "vitest";
import { startSmtp } from "../../../tests/support/smtp";
import { describeEachStore, silentLog } from "../../../tests/support/stores";
import {
  confirmationLinkState,
  confirmSubscription,
  subscribe,
  unsubscribe,
} from "./newsletter.server";
import { Outbox } from "~/platform/mail/outbox.server";

const SITE = "https://site.test";
const TTL = 72 * 60 * 60 * 1000;

describeEachStore("newsletter double opt-in", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let outbox: Outbox;

  beforeEach(async () => {
    handle = await store.open();
    smtp = await startSmtp();
    outbox = new Outbox(handle.db, {
      smtpUrl: smtp.url,
      from: "site@nakshilabs.com.bd",
      retryBaseMs: 1000,
      log: silentLog,
    });
  });
  afterEach(async () => {
    await outbox.stop();
    await smtp.close();
    await handle.dispose();
  });

  const linkIn = (text: string | undefined, path: string) => {
    const match = new RegExp(`${SITE}${path}\\?token=([\\w-]+)`).exec(text ?? "");
    if (!match) throw new Error(`no ${path} link in: ${text}`);
    return match[1]!;
  };
  /** Follows the confirmation link of the n-th e-mail received. */
  const confirmFromMail = (n: number) =>
    confirmSubscription(
      handle.db,
      outbox,
      SITE,
      linkIn(smtp.received[n]?.text, "/newsletter/confirm"),
      "127.0.0.1",
      "en",
      TTL,
    );

  it("stores the address as pending and sends a single-use confirmation link", async () => {
    await subscribe(handle.db, outbox, SITE, "reader@example.com", "198.51.100.4", "en");
    await outbox.deliverDue();
    const row = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: "reader@example.com",
      status: "pending",
      subscribed_ip: "198.51.100.4",
      confirmed_at: null,
    });
    const token = linkIn(smtp.received[0]?.text, "/newsletter/confirm");

    expect(
      await confirmSubscription(handle.db, outbox, SITE, token, "198.51.100.9", "en", TTL),
    ).toBe("confirmed");
    const confirmed = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.confirmed_ip).toBe("198.51.100.9");
    expect(Date.parse(confirmed.confirmed_at!)).toBeGreaterThan(Date.now() - 60_000);

    expect(
      await confirmSubscription(handle.db, outbox, SITE, token, "198.51.100.9", "en", TTL),
    ).toBe("invalid");
  });

  it("sends a welcome e-mail with an unsubscribe link that works without logging in", async () => {
    await subscribe(handle.db, outbox, SITE, "reader@example.com", "127.0.0.1", "en");
    await outbox.deliverDue();
    await confirmFromMail(0);
    await outbox.deliverDue();
    const welcome = smtp.received[1];
    expect(welcome?.subject).toMatch(/Welcome/);
    const token = linkIn(welcome?.text, "/newsletter/unsubscribe");
    expect(await unsubscribe(handle.db, token)).toBe(true);
    const row = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("unsubscribed");
    expect(await unsubscribe(handle.db, "not-a-token")).toBe(false);
  });

  /** Makes the last confirmation e-mail look `ms` older than it is. */
  const age = (ms: number) =>
    handle.db
      .updateTable("newsletter_subscribers")
      .set({ confirm_sent_at: new Date(Date.now() - ms).toISOString() })
      .execute();

  it("takes the same address sent several times at once as one subscription with one confirmation", async () => {
    await Promise.all(
      Array.from({ length: 6 }, () =>
        subscribe(handle.db, outbox, SITE, "twice@example.com", "203.0.113.5", "en"),
      ),
    );
    const rows = await handle.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "twice@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    const queued = await handle.db
      .selectFrom("outbox")
      .select("id")
      .where("to_address", "=", "twice@example.com")
      .execute();
    expect(queued).toHaveLength(1);
  });

  it("sends a pending address at most one confirmation an hour, and nothing once confirmed", async () => {
    await subscribe(handle.db, outbox, SITE, "reader@example.com", "127.0.0.1", "en");
    for (let i = 0; i < 5; i += 1) {
      await subscribe(handle.db, outbox, SITE, "reader@example.com", "127.0.0.1", "en");
    }
    await outbox.deliverDue();
    expect(await handle.db.selectFrom("newsletter_subscribers").selectAll().execute()).toHaveLength(
      1,
    );
    expect(smtp.received).toHaveLength(1);
    // An hour later a sign-up sends a new link; only the newest link works.
    await age(61 * 60 * 1000);
    await subscribe(handle.db, outbox, SITE, "reader@example.com", "127.0.0.1", "en");
    await outbox.deliverDue();
    expect(smtp.received).toHaveLength(2);
    expect(await confirmFromMail(0)).toBe("invalid");
    expect(await confirmFromMail(1)).toBe("confirmed");
    await outbox.deliverDue();
    const before = smtp.received.length;
    await subscribe(handle.db, outbox, SITE, "reader@example.com", "127.0.0.1", "en");
    await outbox.deliverDue();
    expect(smtp.received).toHaveLength(before);
    const row = await handle.db
      .selectFrom("newsletter_subscribers")
      .select("status")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("confirmed");
  });

  it("lets a confirmation link expire; looking at it spends nothing", async () => {
    await subscribe(handle.db, outbox, SITE, "reader@example.com", "127.0.0.1", "en");
    await outbox.deliverDue();
    const token = linkIn(smtp.received[0]?.text, "/newsletter/confirm");
    expect(await confirmationLinkState(handle.db, token, TTL)).toBe("valid");
    expect(await confirmationLinkState(handle.db, token, TTL)).toBe("valid");
    expect(await confirmationLinkState(handle.db, "x".repeat(32), TTL)).toBe("invalid");
    expect(await confirmationLinkState(handle.db, "bad\u0000token", TTL)).toBe("invalid");
    await age(TTL + 60_000);
    expect(await confirmationLinkState(handle.db, token, TTL)).toBe("expired");
    expect(await confirmFromMail(0)).toBe("expired");
    const row = await handle.db
      .selectFrom("newsletter_subscribers")
      .select("status")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    // Signing up again sends a fresh link that works.
    await subscribe(handle.db, outbox, SITE, "reader@example.com", "127.0.0.1", "en");
    await outbox.deliverDue();
    expect(await confirmFromMail(1)).toBe("confirmed");
  });
});
