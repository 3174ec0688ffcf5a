import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/mail";
import { Notice, panelClass, primaryButton, WorkspaceHeading } from "~/components/workspace/shell";
import { ListPage } from "~/components/workspace/list-page";
import { mailWords, workspaceCommon } from "~/content/workspace";
import { tabOf, workspaceMeta } from "~/lib/workspace";
import { formatDhakaTime, plural } from "~/lib/format";
import { outboxIn, retryMail } from "../outbox-list.server";
import { readListSearch } from "~/lib/workspace/filter";
import { formOf, idFrom } from "~/features/staff/index.server";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...mailWords, ...workspaceCommon };

const tabs = words.mail.tabs;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const status = tabOf(params.get("status"), tabs);
  const search = readListSearch(params);
  const { rows, pages } = await outboxIn(context.get(backendContext).db, status, search);
  return {
    status,
    search,
    pages,
    mails: rows,
    retried: params.has("retried"),
  };
}

/** "Retry now": a failed message goes back in the queue and delivery starts at once. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const id = idFrom((await formOf(request)).get("id"));
  if (!id || !(await retryMail(context.get(backendContext).db, id))) {
    return data({ error: words.mail.notFailed }, { status: 409 });
  }
  context.get(backendContext).log.info({ id, by: staff.user.email }, "failed e-mail queued again");
  context.get(backendContext).outbox.kick();
  return redirect("/admin/mail?status=pending&retried");
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.mail.title, words.name);

export default function Mail({ loaderData, actionData }: Route.ComponentProps) {
  const { status, mails, retried, search, pages } = loaderData;
  const m = words.mail;
  return (
    <>
      <WorkspaceHeading title={m.title} />
      <p className="mb-4 max-w-3xl text-ink-muted">{m.intro}</p>
      <ListPage
        path="/admin/mail"
        words={m}
        tabs={{ labels: tabs, current: status }}
        search={search}
        pages={pages}
        empty={mails.length === 0}
        notices={
          <>
            {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
            {retried ? <Notice tone="ok">{m.retried}</Notice> : null}
          </>
        }
      >
        <ul className="grid gap-2">
          {mails.map((mail) => (
            <li key={mail.id} className={panelClass}>
              <p className="font-semibold break-words">{mail.subject}</p>
              <p className="text-sm break-all text-ink-muted">
                {m.to}: {mail.to_address}
              </p>
              <p className="text-sm text-ink-muted">
                {m.created}: {formatDhakaTime(mail.created_at)}
                {mail.sent_at ? ` · ${m.sentAt}: ${formatDhakaTime(mail.sent_at)}` : ""}
                {" · "}
                {plural(m.attempts, mail.attempts, "en")}
                {mail.lead_id ? (
                  <>
                    {" · "}
                    <Link to={`/admin/leads/${mail.lead_id}`} className="text-brand-ink underline">
                      {m.lead}
                    </Link>
                  </>
                ) : null}
              </p>
              {mail.last_error && mail.status !== "sent" ? (
                <p className="mt-1 text-sm break-words text-accent-700">
                  {m.lastError}: {mail.last_error}
                </p>
              ) : null}
              {mail.status === "failed" ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="id" value={mail.id} />
                  <button type="submit" className={primaryButton}>
                    {m.retry}
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
