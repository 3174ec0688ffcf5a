import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/spam";
import { Notice, panelClass, primaryButton, WorkspaceHeading } from "~/components/workspace/shell";
import { ListPage } from "~/components/workspace/list-page";
import { spamWords, workspaceCommon } from "~/content/workspace";
import { workspaceMeta } from "~/lib/workspace";
import { fill, formatDhakaTime, plural } from "~/lib/format";
import { readListSearch } from "~/lib/workspace/filter";
import { releaseSpam } from "../submissions.server";
import { heldSpam, spamOverflow } from "../spam-list.server";
import { actorOf, formOf, idFrom } from "~/features/staff/index.server";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...spamWords, ...workspaceCommon };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = readListSearch(params);
  const { db, env } = context.get(backendContext);
  // A search finds a reason by its code or by the words the page names it with.
  const sought = filter.q?.toLowerCase();
  const reasons = sought
    ? Object.entries(words.spam.reasons)
        .filter(([code, label]) => code.includes(sought) || label.toLowerCase().includes(sought))
        .map(([code]) => code)
    : [];
  const { rows, total, pages } = await heldSpam(db, filter, reasons);
  return {
    filter,
    held: rows,
    total,
    pages,
    overflow: await spamOverflow(db),
    limit: { max: env.SPAM_RATE_LIMIT_MAX, minutes: env.FORM_RATE_LIMIT_WINDOW_MS / 60_000 },
    retentionDays: env.SPAM_RETENTION_DAYS,
    released: params.get("released") === "1",
  };
}

/** "Not spam": the submission is stored and e-mailed as it would have been, once. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const id = idFrom((await formOf(request)).get("id"));
  if (id && (await releaseSpam(context.get(backendContext), id, actorOf(staff)))) {
    context.get(backendContext).log.info({ id, by: staff.user.email }, "held submission released");
    return redirect("/admin/spam?released=1");
  }
  return data({ error: words.spam.alreadyReleased }, { status: 409 });
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.spam.title, words.name);

export default function Spam({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, held, total, pages, overflow, limit, retentionDays, released } = loaderData;
  const s = words.spam;
  return (
    <>
      <WorkspaceHeading title={s.title}>
        <p className="text-ink-muted">{plural(s.count, total, "en")}</p>
      </WorkspaceHeading>
      <p className="mb-4 max-w-3xl text-ink-muted">{fill(s.intro, { days: retentionDays })}</p>
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {released ? <Notice tone="ok">{s.released}</Notice> : null}
      {overflow.length ? (
        <section className={`${panelClass} mb-4`} aria-labelledby="overflow-title">
          <h2 id="overflow-title" className="font-bold">
            {s.overflowTitle}
          </h2>
          <p className="mb-2 text-sm text-ink-muted">
            {fill(s.overflowHint, { max: limit.max, minutes: limit.minutes })}
          </p>
          <ul className="grid gap-1 text-sm">
            {overflow.map((line) => (
              <li key={`${line.form} ${line.ip}`} className="flex flex-wrap gap-x-3">
                <span className="font-semibold break-words">
                  {fill(s.overflow, { count: line.dropped, ip: line.ip }, "en")}
                </span>
                <span>{s.form[line.form]}</span>
                <span className="text-ink-muted">
                  {fill(s.overflowWhen, {
                    since: formatDhakaTime(line.since),
                    last: formatDhakaTime(line.last_at),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ListPage
        path="/admin/spam"
        words={s}
        search={filter}
        pages={pages}
        empty={held.length === 0}
      >
        <ul className="grid gap-3" aria-label={s.title}>
          {held.map((item) => (
            <li key={item.id} className={panelClass}>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold">{s.form[item.form]}</span>
                {item.target ? (
                  <span className="text-ink-muted">{fill(s.on, { target: item.target })}</span>
                ) : null}
                <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-700">
                  {s.reasons[item.reason as keyof typeof s.reasons] ?? item.reason}
                </span>
                <time className="ms-auto text-ink-muted" dateTime={item.created_at}>
                  {formatDhakaTime(item.created_at)}
                </time>
              </p>
              <p className="mt-2 font-semibold break-words">
                {item.name}{" "}
                {item.email ? (
                  <span className="font-normal text-ink-muted">· {item.email}</span>
                ) : null}
              </p>
              {item.subject ? <p className="break-words">{item.subject}</p> : null}
              {item.message ? (
                <p className="mt-1 line-clamp-4 whitespace-pre-line break-words text-ink-muted">
                  {item.message}
                </p>
              ) : null}
              <p className="mt-1 text-xs text-ink-muted">
                {item.ip} · {item.locale} {item.source_path ? `· ${item.source_path}` : ""}
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="id" value={item.id} />
                <button type="submit" className={primaryButton}>
                  {s.release}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </ListPage>
    </>
  );
}
