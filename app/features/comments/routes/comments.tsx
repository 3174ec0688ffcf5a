import { Form, redirect } from "react-router";
import type { Route } from "./+types/comments";
import {
  Notice,
  panelClass,
  primaryButton,
  smallButton,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { isLocale } from "~/content/copy";
import { ListPage } from "~/components/workspace/list-page";
import { commentsWords, languages, workspaceCommon } from "~/content/workspace";
import { tabOf, workspaceMeta } from "~/lib/workspace";
import { fill, formatDhakaTime, plural } from "~/lib/format";
import type { CommentStatus } from "~/platform/db/schema.server";
import { commentPostPath } from "../comments.server";
import { commentsIn, setCommentStatus } from "../comment-list.server";
import { readListSearch } from "~/lib/workspace/filter";
import { formOf, idFrom } from "~/features/staff/index.server";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...commentsWords, ...workspaceCommon };

const tabs = words.comments.tabs;
const decisions = { approve: "approved", reject: "rejected", spam: "spam" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const status: CommentStatus = tabOf(params.get("status"), tabs);
  const done = Number(params.get("done"));
  const search = readListSearch(params);
  const { rows, pages } = await commentsIn(context.get(backendContext).db, status, search);
  return {
    status,
    search,
    pages,
    comments: rows.map((comment) => ({
      ...comment,
      postPath: commentPostPath(comment),
      languageLabel: isLocale(comment.language) ? languages[comment.language] : comment.language,
    })),
    done: Number.isInteger(done) && params.has("done") ? done : null,
  };
}

/** Approves, rejects or marks as spam one comment or the selected ones. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = context.get(staffContext);
  const form = await formOf(request);
  const asked = String(form.get("decision"));
  if (!Object.hasOwn(decisions, asked)) return { error: words.failed };
  const decision = asked as keyof typeof decisions;
  const ids = form
    .getAll("id")
    .map((value) => idFrom(value))
    .filter((id): id is number => id !== undefined)
    .slice(0, 500);
  if (!ids.length) return { error: words.comments.noneSelected };
  const count = await setCommentStatus(context.get(backendContext).db, ids, decisions[decision]);
  if (count > 0) context.get(backendContext).published.changed();
  context
    .get(backendContext)
    .log.info({ ids, decision, by: staff.user.email }, "comments moderated");
  const from = tabOf(String(form.get("from")), tabs);
  return redirect(`/admin/comments?status=${from}&done=${count}`);
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.comments.title, words.name);

export default function Comments({ loaderData, actionData }: Route.ComponentProps) {
  const { status, comments, done, search, pages } = loaderData;
  const c = words.comments;
  const actions = (["approve", "reject", "spam"] as const).filter(
    (decision) => decisions[decision] !== status,
  );
  return (
    <>
      <WorkspaceHeading title={c.title} />
      <ListPage
        path="/admin/comments"
        words={c}
        tabs={{ labels: tabs, current: status }}
        search={search}
        pages={pages}
        empty={comments.length === 0}
        notices={
          <>
            {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
            {done !== null ? <Notice tone="ok">{plural(c.done, done, "en")}</Notice> : null}
          </>
        }
      >
        <Form method="post" id="bulk">
          <input type="hidden" name="from" value={status} />
          <fieldset className={`${panelClass} mb-3 flex flex-wrap items-center gap-2`}>
            <legend className="sr-only">{c.bulk}</legend>
            <span className="text-sm font-semibold">{c.bulk}</span>
            {actions.map((decision) => (
              <button
                key={decision}
                type="submit"
                name="decision"
                value={decision}
                className={smallButton}
              >
                {decision === "approve"
                  ? c.bulkApprove
                  : decision === "reject"
                    ? c.bulkReject
                    : c.bulkSpam}
              </button>
            ))}
          </fieldset>
          <ul className="grid gap-3">
            {comments.map((comment) => (
              <li key={comment.id} className={panelClass}>
                <div className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    name="id"
                    value={comment.id}
                    id={`select-${comment.id}`}
                    className="mt-1 size-6 shrink-0 accent-brand-700"
                    aria-label={`${c.select}: ${comment.author_name}`}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap gap-x-3 text-sm">
                      <span className="font-semibold">{comment.author_name}</span>
                      <a
                        href={`mailto:${comment.author_email}`}
                        className="text-brand-ink underline"
                      >
                        {comment.author_email}
                      </a>
                      {comment.author_website ? (
                        <span className="break-all text-ink-muted">{comment.author_website}</span>
                      ) : null}
                      <time className="text-ink-muted" dateTime={comment.created_at}>
                        {formatDhakaTime(comment.created_at)}
                      </time>
                    </p>
                    <p className="text-sm text-ink-muted">
                      {c.on}{" "}
                      <a href={`${comment.postPath}#comments`} className="text-brand-ink underline">
                        {comment.post_slug}
                      </a>{" "}
                      ({comment.languageLabel}){" · "}
                      {comment.ip}
                    </p>
                    {comment.parent_author ? (
                      <blockquote className="mt-2 border-s-2 border-line ps-3 text-sm text-ink-muted">
                        <p className="font-semibold">
                          {fill(c.replyTo, { name: comment.parent_author })}
                        </p>
                        <p className="line-clamp-2">{comment.parent_body}</p>
                      </blockquote>
                    ) : null}
                    <p className="mt-2 whitespace-pre-line break-words">{comment.body}</p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      {actions.map((decision) => (
                        <button
                          key={decision}
                          type="submit"
                          form={`one-${comment.id}-${decision}`}
                          className={decision === "approve" ? primaryButton : smallButton}
                        >
                          {c[decision]}
                        </button>
                      ))}
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </Form>
      </ListPage>
      {/* One small form per comment and decision, outside the bulk form, for its own buttons. */}
      {comments.flatMap((comment) =>
        actions.map((decision) => (
          <Form
            key={`${comment.id}-${decision}`}
            method="post"
            id={`one-${comment.id}-${decision}`}
            hidden
          >
            <input type="hidden" name="from" value={status} />
            <input type="hidden" name="id" value={comment.id} />
            <input type="hidden" name="decision" value={decision} />
          </Form>
        )),
      )}
    </>
  );
}
