import { createHmac, randomBytes } from "node:crypto";
import { now, type Db } from "~/platform/db/db.server";
import {
  WEBHOOK_MAX_ATTEMPTS,
  webhookUrlProblem,
  type WebhookEvent,
} from "~/lib/workspace/webhooks";

/** The header that carries a request's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = "x-nakshi-signature";
/** The header that names the delivery, the same on every try: a receiver can drop a repeat. */
export const DELIVERY_HEADER = "x-nakshi-delivery";

const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
/** How long a sender holds a delivery it is trying: longer than a request may take. */
const LEASE_MS = 60_000;
const TIMEOUT_MS = 10_000;

export class WebhookError extends Error {}

/**
 * The signature of a request's body at a time (unix seconds): HMAC-SHA256 with the webhook's
 * secret over `<time>.<body>`, in hex. A receiver computes the same and compares.
 */
export const signatureOf = (secret: string, time: number, body: string) =>
  createHmac("sha256", secret).update(`${time}.${body}`).digest("hex");

/** Adds an address to tell of some events; returns its id. Its secret is made here. */
export async function addWebhook(db: Db, url: string, events: WebhookEvent[], by: string) {
  const problem = webhookUrlProblem(url);
  if (problem) throw new WebhookError(problem);
  if (!events.length) throw new WebhookError("events");
  const { id } = await db
    .insertInto("webhooks")
    .values({
      url: url.trim(),
      events: events.join(","),
      secret: `whsec_${randomBytes(24).toString("base64url")}`,
      created_by: by,
      created_at: now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Removes an address and what was waiting for it; false when there was none. */
export async function removeWebhook(db: Db, id: number) {
  const removed = await db.deleteFrom("webhooks").where("id", "=", id).executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}

export const listWebhooks = (db: Db) =>
  db.selectFrom("webhooks").selectAll().orderBy("id").execute();

/** The latest deliveries, with their address, for the workspace's log. */
export const recentDeliveries = (db: Db, limit = 50) =>
  db
    .selectFrom("webhook_deliveries")
    .innerJoin("webhooks", "webhooks.id", "webhook_deliveries.webhook_id")
    .select([
      "webhook_deliveries.id",
      "webhook_deliveries.event",
      "webhook_deliveries.status",
      "webhook_deliveries.attempts",
      "webhook_deliveries.response_status",
      "webhook_deliveries.last_error",
      "webhook_deliveries.created_at",
      "webhook_deliveries.delivered_at",
      "webhook_deliveries.next_attempt_at",
      "webhooks.url",
    ])
    .orderBy("webhook_deliveries.id", "desc")
    .limit(limit)
    .execute();

/**
 * Queues an event for every address told of it, in the caller's transaction: the event is told
 * if and only if what it reports is stored. A test ("ping") goes to one address (`only`).
 */
export async function queueWebhookEvent(
  db: Db,
  event: WebhookEvent,
  data: Record<string, unknown>,
  only?: number,
) {
  let query = db.selectFrom("webhooks").select(["id", "events"]);
  if (only !== undefined) query = query.where("id", "=", only);
  const targets = (await query.execute()).filter(
    (webhook) => event === "ping" || webhook.events.split(",").includes(event),
  );
  if (!targets.length) return 0;
  const at = now();
  await db
    .insertInto("webhook_deliveries")
    .values(
      targets.map((webhook) => ({
        webhook_id: webhook.id,
        event,
        payload: JSON.stringify(data),
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: at,
        response_status: null,
        last_error: null,
        created_at: at,
        delivered_at: null,
      })),
    )
    .execute();
  return targets.length;
}

export type DeliveryOptions = {
  /** The first wait after a failed try; each next one doubles, up to six hours. */
  retryBaseMs: number;
  /** The site's address, which makes a delivery's workspace link whole. */
  publicUrl: string;
  timeoutMs?: number;
};

/**
 * Tries every delivery that is due, once across any number of instances: a sender takes a
 * delivery by moving its next try past its hold, and only if nobody moved it first. A 2xx answer
 * delivers it; anything else is tried again later, up to WEBHOOK_MAX_ATTEMPTS. Returns how many
 * were delivered.
 */
export async function deliverWebhooks(db: Db, options: DeliveryOptions) {
  const due = await db
    .selectFrom("webhook_deliveries")
    .innerJoin("webhooks", "webhooks.id", "webhook_deliveries.webhook_id")
    .select([
      "webhook_deliveries.id",
      "webhook_deliveries.event",
      "webhook_deliveries.payload",
      "webhook_deliveries.attempts",
      "webhook_deliveries.next_attempt_at",
      "webhook_deliveries.created_at",
      "webhooks.url",
      "webhooks.secret",
    ])
    .where("webhook_deliveries.status", "=", "pending")
    .where("webhook_deliveries.next_attempt_at", "<=", now())
    .orderBy("webhook_deliveries.id")
    .limit(50)
    .execute();
  let delivered = 0;
  for (const delivery of due) {
    const claimed = await db
      .updateTable("webhook_deliveries")
      .set({ next_attempt_at: new Date(Date.now() + LEASE_MS).toISOString() })
      .where("id", "=", delivery.id)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", delivery.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const answer = await send(delivery, options);
    const attempts = delivery.attempts + 1;
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const wait = Math.min(options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    await db
      .updateTable("webhook_deliveries")
      .set({
        attempts,
        status: ok ? "delivered" : attempts >= WEBHOOK_MAX_ATTEMPTS ? "failed" : "pending",
        delivered_at: ok ? now() : null,
        response_status: answer.status,
        last_error: ok ? null : answer.error,
        next_attempt_at: new Date(Date.now() + (ok ? 0 : wait)).toISOString(),
      })
      .where("id", "=", delivery.id)
      .execute();
    if (ok) delivered += 1;
  }
  return delivered;
}

/** Sends one delivery, signed; its answer's status, or why none came. */
async function send(
  delivery: {
    id: number;
    event: string;
    payload: string;
    created_at: string;
    url: string;
    secret: string;
  },
  { publicUrl, timeoutMs = TIMEOUT_MS }: DeliveryOptions,
): Promise<{ status: number | null; error: string | null }> {
  const data = JSON.parse(delivery.payload) as Record<string, unknown>;
  // A workspace link is made whole with the site's address when it is sent.
  if (typeof data.link === "string") data.link = `${publicUrl}${data.link}`;
  const body = JSON.stringify({
    id: delivery.id,
    event: delivery.event,
    created_at: delivery.created_at,
    data,
  });
  const time = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(delivery.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "NakshiLabs-Webhooks/1",
        [DELIVERY_HEADER]: String(delivery.id),
        [SIGNATURE_HEADER]: `t=${time},v1=${signatureOf(delivery.secret, time, body)}`,
        "x-nakshi-event": delivery.event,
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return {
      status: response.status,
      error: response.ok ? null : `HTTP ${response.status}`,
    };
  } catch (error) {
    return { status: null, error: String((error as Error).message ?? error).slice(0, 500) };
  }
}
