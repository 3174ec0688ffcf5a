import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachStore } from "../../../tests/support/stores";
import { contactForm, keptOutbox } from "../../../tests/support/leads";
import {
  addWebhook,
  deliverWebhooks,
  DELIVERY_HEADER,
  queueWebhookEvent,
  recentDeliveries,
  removeWebhook,
  SIGNATURE_HEADER,
  signatureOf,
  WebhookError,
} from "./webhooks.server";
import { saveContactMessage } from "~/features/leads/leads.server";
import { changeStatus } from "~/features/leads/inbox.server";
import { webhookUrlProblem, WEBHOOK_MAX_ATTEMPTS } from "~/lib/workspace/webhooks";
import type { Outbox } from "~/platform/mail/outbox.server";
import { StaffAccounts } from "~/features/staff/staff.server";

type Received = { headers: IncomingMessage["headers"]; body: string };

/** A receiver on this machine that keeps what it is sent and answers `answer` (200 unless set). */
async function receiver() {
  const received: Received[] = [];
  const state = { answer: 200 };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(state.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachStore("webhooks", (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let outbox: Outbox;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  beforeEach(async () => {
    handle = await store.open();
    outbox = keptOutbox(handle.db);
    hooks = await receiver();
  });
  afterEach(async () => {
    await hooks.close();
    await outbox.stop();
    await handle.dispose();
  });

  const options = { retryBaseMs: 1, publicUrl: "https://nakshilabs.com.bd" };
  const newLead = () =>
    saveContactMessage(
      handle.db,
      outbox,
      { address: "hello@nakshilabs.com.bd", publicUrl: "https://site.test" },
      contactForm("Shop website"),
      "203.0.113.7",
      "bn",
      { path: "/bn/contact", utm: { utm_campaign: "eid-2026" } },
    );

  it("tells of a new lead once, signed with the webhook's secret", async () => {
    await addWebhook(handle.db, hooks.url, ["lead.created"], "Farhana Rahman");
    await addWebhook(handle.db, hooks.url.replace("/hooks", "/won"), ["deal.won"], "Farhana");
    const id = await newLead();
    expect(await deliverWebhooks(handle.db, options)).toBe(1);
    expect(await deliverWebhooks(handle.db, options)).toBe(0);
    expect(hooks.received).toHaveLength(1);
    const [{ headers, body }] = hooks.received as [Received];
    const sent = JSON.parse(body) as { id: number; event: string; data: Record<string, unknown> };
    expect(sent.event).toBe("lead.created");
    expect(sent.data).toMatchObject({
      lead: id,
      kind: "contact",
      name: "Rahim Uddin",
      language: "bn",
      campaign: "eid-2026",
      link: `https://nakshilabs.com.bd/admin/leads/${id}`,
    });
    expect(headers[DELIVERY_HEADER]).toBe(String(sent.id));
    const [{ secret }] = (await handle.db.selectFrom("webhooks").select("secret").execute()) as [
      { secret: string },
    ];
    const [, time, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
      String(headers[SIGNATURE_HEADER]),
    )!;
    expect(signature).toBe(signatureOf(secret, Number(time), body));
    expect(signature).not.toBe(signatureOf("whsec_other", Number(time), body));
  });

  it("tries again after the receiver was down, and the delivery keeps its id", async () => {
    await addWebhook(handle.db, hooks.url, ["lead.created", "deal.won"], "Farhana Rahman");
    const id = await newLead();
    hooks.state.answer = 503;
    expect(await deliverWebhooks(handle.db, options)).toBe(0);
    const [waiting] = await recentDeliveries(handle.db);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, response_status: 503 });
    hooks.state.answer = 200;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await deliverWebhooks(handle.db, options)).toBe(1);
    const ids = hooks.received.map((each) => each.headers[DELIVERY_HEADER]);
    expect(ids).toEqual([ids[0], ids[0]]);
    expect((await recentDeliveries(handle.db))[0]).toMatchObject({
      status: "delivered",
      attempts: 2,
      response_status: 200,
      last_error: null,
    });
    // A won deal is told too, with its value and who won it.
    await new StaffAccounts(handle.db).add("rina@nakshilabs.com.bd", {
      role: "sales",
      name: "Rina",
    });
    const rina = await new StaffAccounts(handle.db).find("rina@nakshilabs.com.bd");
    await changeStatus(handle.db, id, { id: rina!.id, name: "Rina" }, "won");
    expect(await deliverWebhooks(handle.db, options)).toBe(1);
    expect(JSON.parse(hooks.received.at(-1)!.body)).toMatchObject({
      event: "deal.won",
      data: { lead: id, won_by: "Rina", campaign: "eid-2026" },
    });
  });

  it("is given up after its last try, and never sent twice by two senders at once", async () => {
    const webhook = await addWebhook(handle.db, hooks.url, ["lead.created"], "Farhana");
    await queueWebhookEvent(handle.db, "ping", { hello: "world" }, webhook);
    const sent = await Promise.all([
      deliverWebhooks(handle.db, options),
      deliverWebhooks(handle.db, options),
    ]);
    expect(sent.reduce((a, b) => a + b)).toBe(1);
    expect(hooks.received).toHaveLength(1);

    hooks.state.answer = 500;
    await queueWebhookEvent(handle.db, "ping", {}, webhook);
    for (let turn = 0; turn < WEBHOOK_MAX_ATTEMPTS + 2; turn += 1) {
      await deliverWebhooks(handle.db, { ...options, retryBaseMs: 0.001 });
    }
    expect((await recentDeliveries(handle.db))[0]).toMatchObject({
      status: "failed",
      attempts: WEBHOOK_MAX_ATTEMPTS,
    });
    // Removed, its deliveries go with it.
    expect(await removeWebhook(handle.db, webhook)).toBe(true);
    expect(await recentDeliveries(handle.db)).toEqual([]);
  });

  it("takes HTTPS addresses, and plain HTTP only on this machine", async () => {
    expect(webhookUrlProblem("https://hooks.slack.com/services/T0/B0/x")).toBeNull();
    expect(webhookUrlProblem("http://127.0.0.1:8080/n8n")).toBeNull();
    expect(webhookUrlProblem("http://example.com/hook")).toBe("https");
    expect(webhookUrlProblem("ftp://example.com")).toBe("url");
    expect(webhookUrlProblem("https://user:pass@example.com")).toBe("url");
    expect(webhookUrlProblem("not an address")).toBe("url");
    await expect(
      addWebhook(handle.db, "http://example.com", ["lead.created"], "x"),
    ).rejects.toThrow(WebhookError);
    await expect(addWebhook(handle.db, hooks.url, [], "x")).rejects.toThrow("events");
  });
});
