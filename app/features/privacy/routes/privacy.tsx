import { data, Form } from "react-router";
import type { Route } from "./+types/privacy";
import {
  inputClass,
  labelClass,
  Notice,
  panelClass,
  smallButton,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { privacyWords, workspaceCommon } from "~/content/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import { backendContext, staffContext } from "~/platform/context.server";
import type { Db } from "~/platform/db/db.server";
import {
  erasePerson,
  findPerson,
  nothingFound,
  personKeyOf,
  type PersonRecords,
} from "../erase.server";
import { formOf } from "~/features/staff/index.server";
import { latestOf } from "~/features/activity/index.server";

const words = { ...privacyWords, ...workspaceCommon };

const p = words.privacy;

/** The erasures logged so far, newest first: when, by whom and how many records. */
async function erasures(db: Db) {
  const rows = await latestOf(db, "erase", 20);
  return rows.map((row) => {
    const { kind: _kind, ...counts } = JSON.parse(row.detail) as PersonRecords & { kind: string };
    const records = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return { at: row.at, name: row.actor_name, records };
  });
}

// Only owners erase (see workspaceSections in lib/workspace-sections.ts); to anyone else the page does not exist.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(backendContext);
  const asked = new URL(request.url).searchParams.get("who")?.slice(0, 254) ?? "";
  const key = asked ? personKeyOf(asked) : null;
  const found = key ? await findPerson(db, key) : null;
  return {
    asked,
    who: key?.value ?? null,
    found: found && !nothingFound(found) ? found : null,
    log: await erasures(db),
  };
}

/** Erases the person asked about, once the owner has confirmed it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const { db, log } = context.get(backendContext);
  const staff = context.get(staffContext);
  const key = personKeyOf(String(form.get("who") ?? "").slice(0, 254));
  if (!key || form.get("confirm") !== "yes") {
    return data({ error: key ? p.confirm : p.notAKey }, { status: 400 });
  }
  const erased = await erasePerson(db, key, {
    id: staff.user.id,
    name: staff.user.name,
  });
  // The log says that an erasure happened and by whom, as the audit log does: never whom.
  log.info({ by: staff.user.email, ...erased }, "personal data erased");
  return { ok: fill(p.erased, { who: key.value }) };
}

export const meta: Route.MetaFunction = () => workspaceMeta(p.title, words.name);

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { asked, who, found, log } = loaderData;
  const erasedNow = actionData && "ok" in actionData;
  return (
    <>
      <WorkspaceHeading title={p.title} />
      <p className="mb-4 max-w-3xl text-ink-muted">{p.intro}</p>
      {actionData && "error" in actionData ? (
        <Notice tone="error">{actionData.error}</Notice>
      ) : null}
      {erasedNow ? <Notice tone="ok">{actionData.ok}</Notice> : null}
      <Form
        method="get"
        className={`${panelClass} grid max-w-2xl gap-3 sm:grid-cols-[1fr_auto] sm:items-end`}
      >
        <div>
          <label htmlFor="privacy-who" className={labelClass}>
            {p.who}
          </label>
          <input
            id="privacy-who"
            name="who"
            required
            maxLength={254}
            defaultValue={erasedNow ? "" : asked}
            autoComplete="off"
            aria-describedby="privacy-who-hint"
            className={inputClass}
          />
          <p id="privacy-who-hint" className="mt-1 text-sm text-ink-muted">
            {p.whoHint}
          </p>
        </div>
        <button type="submit" className={`${smallButton} sm:mb-7`}>
          {p.find}
        </button>
      </Form>

      {asked && !who ? (
        <div className="mt-4 max-w-2xl">
          <Notice tone="error">{p.notAKey}</Notice>
        </div>
      ) : null}
      {who && !erasedNow ? (
        !found ? (
          <p className="mt-4 max-w-2xl" role="status">
            {fill(p.nothing, { who })}
          </p>
        ) : (
          <section
            aria-labelledby="privacy-found"
            className={`${panelClass} mt-4 grid max-w-2xl gap-3`}
          >
            <h2 id="privacy-found" className="font-bold [overflow-wrap:anywhere]">
              {fill(p.found, { who })}
            </h2>
            <dl className="grid gap-1">
              {(Object.keys(p.kinds) as (keyof typeof p.kinds)[])
                .filter((kind) => found[kind] > 0)
                .map((kind) => (
                  <div key={kind} className="flex justify-between gap-4 border-b border-line py-1">
                    <dt>{p.kinds[kind]}</dt>
                    <dd className="font-semibold tabular-nums">{found[kind]}</dd>
                  </div>
                ))}
            </dl>
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="who" value={who} />
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="confirm" value="yes" required className="size-5" />
                {p.confirm}
              </label>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center justify-center justify-self-start rounded-full bg-accent-700 px-5 text-sm font-semibold text-white hover:bg-brand-900"
              >
                {p.erase}
              </button>
            </Form>
          </section>
        )
      ) : null}

      <section aria-labelledby="privacy-log" className="mt-8 max-w-2xl">
        <h2 id="privacy-log" className="mb-2 font-bold">
          {p.log}
        </h2>
        {log.length ? (
          <ul className="grid gap-1 text-sm">
            {log.map((entry, index) => (
              <li key={index}>
                {fill(p.logEntry, {
                  when: formatDhakaTime(entry.at),
                  name: entry.name,
                  records: String(entry.records),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{p.logEmpty}</p>
        )}
      </section>
    </>
  );
}
