import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/webhooks";
import { ConfirmedButton, Field, SubmitButton } from "~/components/workspace/form-kit";
import { CopyButton } from "~/components/workspace/copy-button";
import { labelClass, Notice, panelClass, WorkspaceHeading } from "~/components/workspace/shell";
import { webhooksWords, workspaceCommon } from "~/content/workspace";
import { fill, formatDhakaTime, formatStaffDay } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import { dhakaDayOf } from "~/lib/dhaka-time";
import { isWebhookEvent, webhookEvents } from "~/lib/workspace/webhooks";
import { recordStaffActivity } from "~/features/activity/index.server";
import { formOf, idFrom, textsOf } from "~/features/staff/index.server";
import { backendContext, staffContext } from "~/platform/context.server";
import {
  addWebhook,
  listWebhooks,
  queueWebhookEvent,
  recentDeliveries,
  removeWebhook,
  WebhookError,
} from "../webhooks.server";

const words = { ...webhooksWords, ...workspaceCommon };

const w = words.webhooks;
type Saved = keyof typeof w.saved;

// Only owners manage webhooks (see workspaceSections in lib/workspace/sections.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(backendContext);
  const saved = new URL(request.url).searchParams.get("saved");
  const [webhooks, deliveries] = await Promise.all([listWebhooks(db), recentDeliveries(db)]);
  return {
    webhooks: webhooks.map((webhook) => ({
      ...webhook,
      events: webhook.events.split(",").filter(isWebhookEvent),
    })),
    deliveries,
    saved: saved && Object.hasOwn(w.saved, saved) ? (saved as Saved) : null,
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta(w.title, words.name);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const text = textsOf(form);
  const { db } = context.get(backendContext);
  const done = (saved: Saved) => redirect(`/admin/webhooks?saved=${saved}`);
  const refuse = (reason: keyof typeof w.errors, typed?: { url: string; events: string[] }) =>
    data({ error: w.errors[reason], typed }, { status: reason === "missing" ? 404 : 400 });
  const intent = text("intent");
  if (intent === "add") {
    const url = text("url").trim();
    const events = form.getAll("events").filter(isWebhookEvent);
    try {
      const id = await addWebhook(db, url, events, context.get(staffContext).user.name);
      await recordStaffActivity(context, {
        action: "webhook-added",
        object: { kind: "webhook", id: String(id), label: url },
      });
    } catch (error) {
      if (!(error instanceof WebhookError)) throw error;
      return refuse(error.message as keyof typeof w.errors, { url, events });
    }
    return done("added");
  }
  if (intent !== "test" && intent !== "remove")
    return data({ error: words.failed, typed: undefined }, { status: 400 });
  const id = idFrom(text("id"));
  const webhook = id ? (await listWebhooks(db)).find((each) => each.id === id) : undefined;
  if (!webhook) return refuse("missing");
  if (intent === "test") {
    await queueWebhookEvent(db, "ping", { message: w.eventNames.ping }, webhook.id);
    return done("tested");
  }
  if (intent === "remove") {
    await removeWebhook(db, webhook.id);
    await recordStaffActivity(context, {
      action: "webhook-removed",
      object: { kind: "webhook", id: String(webhook.id), label: webhook.url },
    });
    return done("removed");
  }
}

const cellClass = "px-3 py-2 text-start align-top";

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { webhooks, deliveries, saved } = loaderData;
  const typed = actionData?.typed;
  return (
    <>
      <WorkspaceHeading title={w.title} />
      <p className="mb-4 max-w-3xl text-ink-muted">{w.intro}</p>
      {saved ? <Notice tone="ok">{w.saved[saved]}</Notice> : null}
      {actionData?.error && !typed ? <Notice tone="error">{actionData.error}</Notice> : null}

      <div className="grid gap-4 lg:grid-cols-[1fr_1.2fr]">
        <section className={panelClass} aria-labelledby="add-title">
          <h2 id="add-title" className="mb-3 font-bold">
            {w.add}
          </h2>
          <Form method="post" className="grid gap-3" key={saved ?? "form"}>
            <input type="hidden" name="intent" value="add" />
            <Field
              name="url"
              type="url"
              label={w.url}
              hint={w.urlHint}
              required
              maxLength={500}
              autoComplete="off"
              defaultValue={typed?.url ?? ""}
              error={typed && actionData?.error !== w.errors.events ? actionData?.error : undefined}
            />
            <fieldset aria-describedby={typed ? "events-error" : undefined}>
              <legend className={labelClass}>{w.events}</legend>
              {webhookEvents.map((event) => (
                <label key={event} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    name="events"
                    value={event}
                    defaultChecked={typed ? typed.events.includes(event) : true}
                    className="size-5 accent-brand-700"
                  />
                  {w.eventNames[event]}
                </label>
              ))}
              {typed && actionData?.error === w.errors.events ? (
                <p id="events-error" className="text-sm font-semibold text-accent-700">
                  {actionData.error}
                </p>
              ) : null}
            </fieldset>
            <div>
              <SubmitButton pending={w.saving}>{w.save}</SubmitButton>
            </div>
          </Form>
        </section>

        <div className="grid content-start gap-4">
          {webhooks.length ? (
            webhooks.map((webhook) => (
              <section
                key={webhook.id}
                className={panelClass}
                aria-label={webhook.url}
                data-testid="webhook"
              >
                <p className="font-semibold [overflow-wrap:anywhere]">{webhook.url}</p>
                <p className="mt-1 text-sm text-ink-muted">
                  {webhook.events.map((event) => w.eventNames[event]).join(" · ")}
                </p>
                <p className="mt-1 text-xs text-ink-muted">
                  {fill(w.addedBy, {
                    name: webhook.created_by,
                    day: formatStaffDay(dhakaDayOf(webhook.created_at)),
                  })}
                </p>
                <div className="mt-3">
                  <p className={labelClass} id={`secret-${webhook.id}`}>
                    {w.secret}
                  </p>
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="rounded-lg bg-surface-muted px-2 py-1 text-sm [overflow-wrap:anywhere]">
                      {webhook.secret}
                    </code>
                    <CopyButton text={webhook.secret} describedBy={`secret-${webhook.id}`} />
                  </div>
                  <p className="mt-1 text-xs text-ink-muted">{w.secretHint}</p>
                </div>
                <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
                  <Form method="post">
                    <input type="hidden" name="id" value={webhook.id} />
                    <SubmitButton intent="test" pending={w.testing} variant="secondary">
                      {w.test}
                    </SubmitButton>
                  </Form>
                  <ConfirmedButton
                    id={webhook.id}
                    intent="remove"
                    question={fill(w.removeConfirm, { url: webhook.url })}
                  >
                    {w.remove}
                  </ConfirmedButton>
                </div>
              </section>
            ))
          ) : (
            <p className={`${panelClass} text-ink-muted`}>{w.none}</p>
          )}
        </div>
      </div>

      <section className={`${panelClass} mt-4`} aria-labelledby="deliveries-title">
        <h2 id="deliveries-title" className="mb-3 font-bold">
          {w.deliveries}
        </h2>
        {deliveries.length ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  <th className={cellClass}>{w.when}</th>
                  <th className={cellClass}>{w.event}</th>
                  <th className={cellClass}>{w.to}</th>
                  <th className={cellClass}>{w.result}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {deliveries.map((delivery) => (
                  <tr key={delivery.id} data-testid="delivery">
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <time dateTime={delivery.created_at}>
                        {formatDhakaTime(delivery.created_at)}
                      </time>
                    </td>
                    <td className={cellClass}>{w.eventNames[delivery.event]}</td>
                    <td className={`${cellClass} [overflow-wrap:anywhere]`}>{delivery.url}</td>
                    <td className={cellClass}>
                      <span
                        className={
                          delivery.status === "delivered"
                            ? "font-semibold text-brand-ink-strong"
                            : delivery.status === "failed"
                              ? "font-semibold text-accent-700"
                              : ""
                        }
                      >
                        {fill(w.states[delivery.status], {
                          // Waiting, it says which try comes next.
                          attempts: String(
                            delivery.attempts + (delivery.status === "pending" ? 1 : 0),
                          ),
                        })}
                      </span>
                      {delivery.last_error ? (
                        <span className="block text-xs text-ink-muted">{delivery.last_error}</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-ink-muted">{w.noDeliveries}</p>
        )}
      </section>
    </>
  );
}
