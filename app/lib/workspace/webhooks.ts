/** The events a webhook can be told of; "ping" is the test an owner sends from the workspace. */
export const webhookEvents = ["lead.created", "deal.won", "payment.received"] as const;
export type WebhookEvent = (typeof webhookEvents)[number] | "ping";

export const isWebhookEvent = (value: unknown): value is (typeof webhookEvents)[number] =>
  webhookEvents.includes(value as (typeof webhookEvents)[number]);

/** How many times a delivery is tried before it is given up. */
export const WEBHOOK_MAX_ATTEMPTS = 10;

/**
 * Whether an address may receive webhooks: HTTPS anywhere; plain HTTP only to this machine (a
 * tool running beside the site), since anything else would send leads' details unencrypted.
 */
export function webhookUrlProblem(typed: string): "url" | "https" | null {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    return "url";
  }
  if (url.username || url.password || typed.trim().length > 500) return "url";
  if (url.protocol === "https:") return null;
  if (url.protocol !== "http:") return "url";
  return /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname) ? null : "https";
}
