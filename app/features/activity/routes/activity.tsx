import { Form, Link } from "react-router";
import type { Route } from "./+types/activity";
import {
  inputClass,
  labelClass,
  Pager,
  panelClass,
  primaryButton,
  smallButton,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { activityWords, workspaceCommon } from "~/content/workspace";
import { fill, formatDhakaTime } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import {
  ACTIVITY_KEEP_MONTHS,
  activityFilterOf,
  activityGroups,
  activityQuery,
  type ActivityGroup,
} from "~/lib/workspace/activity";
import { activityIn, activityPeople } from "../activity.server";
import { describeActivity } from "../describe";
import { backendContext } from "~/platform/context.server";

const words = { ...activityWords, ...workspaceCommon };

// Only owners read the log (see workspaceSections in lib/workspace/sections.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(backendContext);
  const filter = activityFilterOf(new URL(request.url).searchParams);
  const [{ rows, pages }, people] = await Promise.all([activityIn(db, filter), activityPeople(db)]);
  return {
    filter,
    pages,
    people,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      ip: row.ip,
      ...describeActivity(row),
    })),
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.activity.title, words.name);

export default function Activity({ loaderData }: Route.ComponentProps) {
  const a = words.activity;
  const { filter, pages, people, entries } = loaderData;
  return (
    <>
      <WorkspaceHeading title={a.title} />
      <p className="mb-4 max-w-3xl text-ink-muted">
        {fill(a.intro, { months: ACTIVITY_KEEP_MONTHS })}
      </p>
      <Form method="get" className={`${panelClass} mb-4 grid gap-3`}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem]">
          <div className="min-w-0">
            <label htmlFor="activity-person" className={labelClass}>
              {a.person}
            </label>
            <select
              id="activity-person"
              name="person"
              defaultValue={filter.person ?? ""}
              className={inputClass}
            >
              <option value="">{a.everyone}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor="activity-kind" className={labelClass}>
              {a.group}
            </label>
            <select
              id="activity-kind"
              name="kind"
              defaultValue={filter.group ?? ""}
              className={inputClass}
            >
              <option value="">{a.allGroups}</option>
              {(Object.keys(activityGroups) as ActivityGroup[]).map((group) => (
                <option key={group} value={group}>
                  {a.groups[group]}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor="activity-from" className={labelClass}>
              {a.from}
            </label>
            <input
              id="activity-from"
              name="from"
              type="date"
              defaultValue={filter.from}
              className={inputClass}
            />
          </div>
          <div className="min-w-0">
            <label htmlFor="activity-to" className={labelClass}>
              {a.to}
            </label>
            <input
              id="activity-to"
              name="to"
              type="date"
              defaultValue={filter.to}
              className={inputClass}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className={primaryButton}>
            {a.apply}
          </button>
          <Link to="/admin/activity" className={smallButton}>
            {a.clear}
          </Link>
          <a
            href={`/admin/activity/export.csv${activityQuery({ ...filter, page: 1 })}`}
            className={`${smallButton} ms-auto`}
            download
          >
            {a.download}
          </a>
        </div>
      </Form>
      {entries.length === 0 ? (
        <p className={`${panelClass} text-ink-muted`}>{a.empty}</p>
      ) : (
        <ol className="grid gap-2">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`${panelClass} grid gap-1 sm:grid-cols-[11rem_1fr] sm:gap-4`}
            >
              <time dateTime={entry.at} className="text-sm text-ink-muted tabular-nums">
                {formatDhakaTime(entry.at)}
              </time>
              <p className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-semibold">{entry.who}</span> {entry.before}
                {entry.object ? (
                  entry.href ? (
                    <Link
                      to={entry.href}
                      className="font-semibold text-brand-ink underline underline-offset-4"
                    >
                      {entry.object}
                    </Link>
                  ) : (
                    <span className="font-semibold">{entry.object}</span>
                  )
                ) : null}
                {entry.after}
                {entry.ip ? (
                  <span className="text-sm text-ink-muted">
                    {" "}
                    · {fill(a.from_ip, { ip: entry.ip })}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={filter.page}
        pages={pages}
        hrefOf={(page) => `/admin/activity${activityQuery(filter, page)}`}
      />
    </>
  );
}
