import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/redirects";
import { ConfirmedButton, Field, SubmitButton } from "~/components/workspace/form-kit";
import {
  labelClass,
  Notice,
  panelClass,
  smallButton,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { redirectsWords, workspaceCommon } from "~/content/workspace";
import { fill, formatDhakaTime, formatStaffDay, plural } from "~/lib/format";
import { dhakaDayOf } from "~/lib/dhaka-time";
import {
  isRedirectStatus,
  MAX_ADDRESS_LENGTH,
  redirectStatuses,
  type RedirectStatus,
} from "~/lib/redirects";
import { workspaceMeta } from "~/lib/workspace";
import { recordStaffActivity } from "~/features/activity/index.server";
import { formOf, idFrom, textsOf } from "~/features/staff/index.server";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...redirectsWords, ...workspaceCommon };
const r = words.redirects;
type Saved = keyof typeof r.saved;
type Typed = { from: string; to: string; status: RedirectStatus };

// Owners and editors keep the redirects (see workspaceSections in lib/workspace/sections.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { redirects } = context.get(backendContext);
  const params = new URL(request.url).searchParams;
  const saved = params.get("saved");
  // What this instance noted and has not written yet is shown too.
  await redirects.write();
  const [kept, missing] = await Promise.all([redirects.list(), redirects.missingPages()]);
  const from = params.get("from") ?? "";
  return {
    kept,
    missing,
    from: from.length <= MAX_ADDRESS_LENGTH ? from : "",
    saved: saved && Object.hasOwn(r.saved, saved) ? (saved as Saved) : null,
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta(r.title, words.name);

export async function action({ request, context }: Route.ActionArgs) {
  const text = textsOf(await formOf(request));
  const { redirects } = context.get(backendContext);
  const done = (saved: Saved) => redirect(`/admin/redirects?saved=${saved}`);
  const refuse = (reason: keyof typeof r.errors, typed?: Typed) =>
    data({ error: r.errors[reason], reason, typed }, { status: reason === "missing" ? 404 : 400 });
  const intent = text("intent");
  if (intent === "save") {
    const status = Number(text("status"));
    const typed = {
      from: text("from"),
      to: text("to"),
      status: isRedirectStatus(status) ? status : 301,
    };
    if (!isRedirectStatus(status)) return refuse("status", typed);
    const saved = await redirects.save(
      typed.from,
      typed.to,
      status,
      context.get(staffContext).user.name,
    );
    if ("problem" in saved) return refuse(saved.problem, typed);
    await recordStaffActivity(context, {
      action: "redirect-saved",
      object: { kind: "redirect", id: saved.match, label: `${saved.from} → ${saved.to}` },
    });
    await context.get(backendContext).content.refresh();
    await redirects.reload();
    return done(saved.replaced ? "replaced" : "added");
  }
  if (intent === "remove") {
    const id = idFrom(text("id"));
    const removed = id ? await redirects.remove(id) : undefined;
    if (!removed) return refuse("missing");
    await recordStaffActivity(context, {
      action: "redirect-removed",
      object: {
        kind: "redirect",
        id: String(id),
        label: `${removed.from_path} → ${removed.to_path}`,
      },
    });
    await context.get(backendContext).content.refresh();
    await redirects.reload();
    return done("removed");
  }
  if (intent === "dismiss") {
    await redirects.dismiss(text("path"));
    return done("dismissed");
  }
  return data({ error: words.failed, reason: undefined, typed: undefined }, { status: 400 });
}

/** Which field an error is about. */
const fieldOf = (reason: keyof typeof r.errors | undefined) =>
  reason === "from" || reason === "fromReserved" || reason === "same"
    ? "from"
    : reason === "to" || reason === "offSite" || reason === "loop"
      ? "to"
      : undefined;

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { kept, missing, from, saved } = loaderData;
  const typed = actionData?.typed;
  const field = fieldOf(actionData?.reason);
  return (
    <>
      <WorkspaceHeading title={r.title} />
      <p className="mb-4 max-w-3xl text-ink-muted">{r.intro}</p>
      {saved ? <Notice tone="ok">{r.saved[saved]}</Notice> : null}
      {actionData?.error && !field ? <Notice tone="error">{actionData.error}</Notice> : null}

      <div className="grid gap-4 lg:grid-cols-[1fr_1.4fr]">
        <section id="add" className={`${panelClass} scroll-mt-20`} aria-labelledby="add-title">
          <h2 id="add-title" className="mb-3 font-bold">
            {r.add}
          </h2>
          <Form method="post" className="grid gap-3" key={saved ?? from ?? "form"}>
            <input type="hidden" name="intent" value="save" />
            <Field
              name="from"
              label={r.from}
              hint={r.fromHint}
              required
              maxLength={MAX_ADDRESS_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder={r.fromExample}
              autoFocus={Boolean(from)}
              defaultValue={typed?.from ?? from}
              error={field === "from" ? actionData?.error : undefined}
            />
            <Field
              name="to"
              label={r.to}
              hint={r.toHint}
              required
              maxLength={MAX_ADDRESS_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder={r.toExample}
              defaultValue={typed?.to ?? ""}
              error={field === "to" ? actionData?.error : undefined}
            />
            <fieldset>
              <legend className={labelClass}>{r.type}</legend>
              {redirectStatuses.map((status) => (
                <label key={status} className="flex min-h-11 items-start gap-3 py-1">
                  <input
                    type="radio"
                    name="status"
                    value={status}
                    defaultChecked={(typed?.status ?? 301) === status}
                    className="mt-1 size-5 accent-brand-700"
                  />
                  <span>
                    <span className="block font-medium">{r.statuses[status]}</span>
                    <span className="block text-sm text-ink-muted">{r.statusHints[status]}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div>
              <SubmitButton pending={r.saving}>{r.save}</SubmitButton>
            </div>
          </Form>
        </section>

        <section className={panelClass} aria-labelledby="kept-title">
          <h2 id="kept-title" className="mb-3 font-bold">
            {r.list}
          </h2>
          {kept.length ? (
            <ul className="divide-y divide-line">
              {kept.map((each) => (
                <li
                  key={each.id}
                  className="flex flex-wrap items-start gap-3 py-3"
                  data-testid="redirect"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-mono text-sm [overflow-wrap:anywhere]">
                      <span>{each.from_path}</span>
                      <span aria-hidden="true" className="px-2 text-ink-muted">
                        {r.arrow}
                      </span>
                      <span className="sr-only">{r.leadsTo}</span>
                      <a href={each.to_path} className="text-brand-ink underline">
                        {each.to_path}
                      </a>
                    </p>
                    <p className="mt-1 text-xs text-ink-muted">
                      {r.statuses[each.status]} ·{" "}
                      {each.last_hit_at
                        ? fill(plural(r.used, each.hits, "en"), {
                            count: String(each.hits),
                            when: formatDhakaTime(each.last_hit_at),
                          })
                        : r.unused}{" "}
                      ·{" "}
                      {fill(r.addedBy, {
                        name: each.created_by,
                        day: formatStaffDay(dhakaDayOf(each.created_at)),
                      })}
                    </p>
                  </div>
                  <ConfirmedButton
                    id={each.id}
                    intent="remove"
                    question={fill(r.removeConfirm, { from: each.from_path })}
                    label={`${r.remove} ${each.from_path}`}
                  >
                    {r.remove}
                  </ConfirmedButton>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted">{r.none}</p>
          )}
        </section>
      </div>

      <section className={`${panelClass} mt-4`} aria-labelledby="missing-title">
        <h2 id="missing-title" className="font-bold">
          {r.missing.title}
        </h2>
        <p className="mb-3 max-w-3xl text-sm text-ink-muted">{r.missing.intro}</p>
        {missing.length ? (
          <ul className="divide-y divide-line">
            {missing.map((page) => (
              <li
                key={page.path}
                className="flex flex-wrap items-start gap-3 py-3"
                data-testid="missing"
              >
                <div className="min-w-0 flex-1 basis-64">
                  <p className="font-mono text-sm [overflow-wrap:anywhere]">{page.path}</p>
                  <p className="mt-1 text-xs text-ink-muted [overflow-wrap:anywhere]">
                    <span className="font-semibold text-ink" data-testid="times">
                      {fill(plural(r.missing.times, page.hits, "en"), {
                        count: String(page.hits),
                      })}
                    </span>
                    {" · "}
                    {fill(r.missing.last, { when: formatDhakaTime(page.last_seen_at) })}
                    {" · "}
                    {fill(r.missing.cameFrom, { from: page.referrer ?? r.missing.unknown })}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`?from=${encodeURIComponent(page.path)}#add`}
                    className={smallButton}
                    aria-label={`${r.missing.redirect}: ${page.path}`}
                  >
                    {r.missing.redirect}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="path" value={page.path} />
                    <button
                      type="submit"
                      name="intent"
                      value="dismiss"
                      className={smallButton}
                      aria-label={`${r.missing.dismiss}: ${page.path}`}
                    >
                      {r.missing.dismiss}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">{r.missing.none}</p>
        )}
      </section>
    </>
  );
}
