export { queueWebhookEvent } from "./webhooks.server";
