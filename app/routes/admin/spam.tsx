import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/spam";
import { Notice, panelClass, primaryButton, WorkspaceHeading } from "~/components/workspace/shell";
import { workspaceCopy as words } from "~/content/workspace";
import { workspaceMeta } from "~/lib/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import { releaseSpam } from "~/server/submissions.server";
import { heldSpam } from "~/server/workspace-lists.server";
import { actorOf, formOf, idFrom } from "~/server/workspace-routes.server";
import { backendContext, staffContext } from "~/server/context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("released");
  return {
    held: await heldSpam(context.get(backendContext).db),
    retentionDays: context.get(backendContext).env.SPAM_RETENTION_DAYS,
    released: done === "1",
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
  const { held, retentionDays, released } = loaderData;
  const s = words.spam;
  return (
    <>
      <WorkspaceHeading title={s.title} />
      <p className="mb-4 max-w-3xl text-ink-muted">{fill(s.intro, { days: retentionDays })}</p>
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {released ? <Notice tone="ok">{s.released}</Notice> : null}
      {held.length ? (
        <ul className="grid gap-3">
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
      ) : (
        <p className={`${panelClass} text-ink-muted`}>{s.empty}</p>
      )}
    </>
  );
}
