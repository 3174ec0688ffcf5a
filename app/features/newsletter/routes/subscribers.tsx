import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/subscribers";
import { Notice, panelClass, smallButton, WorkspaceHeading } from "~/components/workspace/shell";
import { ListPage } from "~/components/workspace/list-page";
import { newsletterWords, workspaceCommon } from "~/content/workspace";
import { tabOf, workspaceMeta } from "~/lib/workspace";
import { mayOpen } from "~/lib/workspace/sections";
import { isLocale } from "~/content/copy";
import { fill, formatDhakaTime, plural } from "~/lib/format";
import { subscribersIn, unsubscribeById } from "../subscriber-list.server";
import { readListSearch } from "~/lib/workspace/filter";
import { formOf, idFrom } from "~/features/staff/index.server";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...newsletterWords, ...workspaceCommon };

const tabs = words.subscribers.tabs;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const status = tabOf(params.get("status"), tabs);
  const search = readListSearch(params);
  const { rows, pages } = await subscribersIn(context.get(backendContext).db, status, search);
  return {
    mayExport: mayOpen(context.get(staffContext).user.role, "subscribersExport"),
    status,
    search,
    pages,
    subscribers: rows,
    unsubscribed: params.get("unsubscribed"),
  };
}

/** Unsubscribes an address on its owner's request (by e-mail or phone to the agency). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const form = await formOf(request);
  const id = idFrom(form.get("id"));
  if (!id || !(await unsubscribeById(context.get(backendContext).db, id))) {
    return data({ error: words.failed }, { status: 409 });
  }
  context
    .get(backendContext)
    .log.info({ id, by: staff.user.email }, "subscriber unsubscribed by staff");
  const email = String(form.get("email") ?? "");
  return redirect(
    `/admin/subscribers?status=unsubscribed&unsubscribed=${encodeURIComponent(email)}`,
  );
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.subscribers.title, words.name);

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { status, subscribers, unsubscribed, search, pages } = loaderData;
  const s = words.subscribers;
  return (
    <>
      <WorkspaceHeading title={s.title}>
        {loaderData.mayExport && (
          <a
            href="/admin/subscribers/export.csv"
            download
            className={smallButton}
            aria-describedby="subscribers-export-hint"
          >
            {s.exportCsv}
          </a>
        )}
      </WorkspaceHeading>
      {loaderData.mayExport && (
        <p id="subscribers-export-hint" className="-mt-3 mb-4 text-sm text-ink-muted">
          {s.exportHint}
        </p>
      )}
      <ListPage
        path="/admin/subscribers"
        words={s}
        tabs={{ labels: tabs, current: status }}
        search={search}
        pages={pages}
        empty={subscribers.length === 0}
        notices={
          <>
            {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
            {unsubscribed ? (
              <Notice tone="ok">{fill(s.unsubscribeDone, { email: unsubscribed })}</Notice>
            ) : null}
          </>
        }
      >
        <ul className="grid gap-2">
          {subscribers.map((person) => (
            <li
              key={person.id}
              className={`${panelClass} flex flex-wrap items-center gap-x-6 gap-y-2`}
            >
              <p className="min-w-56 flex-1 font-semibold [overflow-wrap:anywhere]">
                {person.email}
              </p>
              <dl className="grid gap-x-6 text-sm sm:grid-cols-2">
                <div>
                  <dt className="inline text-ink-muted">{s.subscribed}: </dt>
                  <dd className="inline">
                    {formatDhakaTime(person.subscribed_at)}{" "}
                    {fill(s.proof, { ip: person.subscribed_ip })}
                  </dd>
                </div>
                {person.confirmed_at ? (
                  <div>
                    <dt className="inline text-ink-muted">{s.confirmed}: </dt>
                    <dd className="inline">
                      {formatDhakaTime(person.confirmed_at)}{" "}
                      {fill(s.proof, { ip: person.confirmed_ip ?? "" })}
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt className="inline text-ink-muted">{s.language}: </dt>
                  <dd className="inline">
                    {isLocale(person.locale) ? words.languages[person.locale] : person.locale}
                  </dd>
                </div>
                {person.unsubscribed_at ? (
                  <div>
                    <dt className="inline text-ink-muted">{s.unsubscribedAt}: </dt>
                    <dd className="inline">{formatDhakaTime(person.unsubscribed_at)}</dd>
                  </div>
                ) : null}
              </dl>
              {person.refusals > 0 ? (
                <p className="text-sm font-semibold text-amber-800">
                  {plural(s.refusals, person.refusals, "en")}
                </p>
              ) : null}
              {person.status !== "unsubscribed" ? (
                <Form method="post">
                  <input type="hidden" name="id" value={person.id} />
                  <input type="hidden" name="email" value={person.email} />
                  <button
                    type="submit"
                    className={smallButton}
                    aria-label={`${s.unsubscribe}: ${person.email}`}
                  >
                    {s.unsubscribe}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </ListPage>
    </>
  );
}
