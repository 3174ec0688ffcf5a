import { Form, Link, useSubmit } from "react-router";
import type { Route } from "./+types/leads";
import {
  inputClass,
  labelClass,
  Pager,
  panelClass,
  primaryButton,
  smallButton,
  StatusBadge,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { FilterSelect } from "~/components/workspace/filter-select";
import { leadsWords, workspaceCommon } from "~/content/workspace";
import { formatDhakaTime, formatTaka, plural } from "~/lib/format";
import { isFiltered, leadFilterQuery } from "~/lib/workspace/filter";
import { dhakaDay } from "~/lib/dhaka-time";
import { DueLabel } from "../components/due";
import { leadOrigins, listLeads, staffMembers } from "../inbox.server";
import { leadFilterOf, serviceLabel, serviceOptions } from "../lead-options.server";
import { leadKinds, leadStatuses, workspaceMeta } from "~/lib/workspace";
import { mayOpen } from "~/lib/workspace/sections";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...leadsWords, ...workspaceCommon };

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = leadFilterOf(new URL(request.url));
  const { db } = context.get(backendContext);
  const { rows, total, pages } = await listLeads(db, filter);
  return {
    mayExport: mayOpen(context.get(staffContext).user.role, "leadsExport"),
    filter,
    total,
    pages,
    leads: rows.map((lead) => ({
      id: lead.id,
      kind: lead.kind,
      status: lead.status,
      name: lead.name,
      email: lead.email,
      subject: lead.subject,
      service: lead.service ? serviceLabel(lead.service) : null,
      unread: lead.read_at === null,
      assignee: lead.assignee_name,
      createdAt: lead.created_at,
      value: lead.value_taka,
      nextStepDue: lead.next_step_due,
    })),
    today: dhakaDay(Date.now()),
    staff: await staffMembers(db),
    services: serviceOptions(),
    origins: await leadOrigins(db),
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.leads.title, words.name);

/** A filter's options, with the one asked for (from a link) even when no lead has it. */
const withCurrent = (values: string[], current: string | undefined) =>
  (current && !values.includes(current) ? [current, ...values] : values).map((value) => ({
    value,
    label: value,
  }));

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { filter, total, pages, leads, staff, services, origins } = loaderData;
  const l = words.leads;
  const submit = useSubmit();
  const query = leadFilterQuery(filter);
  const moreFilters = Boolean(
    filter.kind ||
    filter.status ||
    filter.service ||
    filter.assignee ||
    filter.from ||
    filter.to ||
    filter.campaign ||
    filter.landing,
  );
  return (
    <>
      <WorkspaceHeading title={l.title}>
        <p className="text-ink-muted">{plural(l.count, total, "en")}</p>
      </WorkspaceHeading>
      <Form
        method="get"
        role="search"
        aria-label={l.filters}
        className={panelClass}
        // With JavaScript a changed choice applies at once; without it, the button does.
        onChange={(event) => {
          const target = event.target as HTMLElement;
          if (target.tagName === "SELECT") submit(event.currentTarget);
        }}
      >
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-60">
            <label htmlFor="filter-q" className={labelClass}>
              {l.search}
            </label>
            <input
              id="filter-q"
              name="q"
              type="search"
              defaultValue={filter.q}
              aria-describedby="filter-q-hint"
              className={inputClass}
            />
          </div>
          <button type="submit" className={primaryButton}>
            {l.apply}
          </button>
          {isFiltered(filter) ? (
            <Link to="/admin/leads" className={smallButton}>
              {l.clear}
            </Link>
          ) : null}
        </div>
        <p id="filter-q-hint" className="mt-1 text-xs text-ink-muted">
          {l.searchHint}
        </p>
        <details open={moreFilters} className="mt-3 border-t border-line pt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-ink-strong">
            {l.moreFilters}
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <FilterSelect
              name="kind"
              label={l.kind}
              value={filter.kind}
              empty={l.any}
              options={leadKinds.map((kind) => ({ value: kind, label: words.kinds[kind] }))}
            />
            <FilterSelect
              name="status"
              label={l.status}
              value={filter.status}
              empty={l.any}
              options={leadStatuses.map((status) => ({
                value: status,
                label: words.statuses[status],
              }))}
            />
            <FilterSelect
              name="service"
              label={l.service}
              value={filter.service}
              empty={l.any}
              options={services}
            />
            <FilterSelect
              name="assignee"
              label={l.assignee}
              value={filter.assignee}
              empty={l.any}
              options={[
                { value: "none", label: l.unassigned },
                ...staff.map((person) => ({ value: String(person.id), label: person.name })),
              ]}
            />
            <FilterSelect
              name="campaign"
              label={l.campaign}
              value={filter.campaign}
              empty={l.any}
              options={withCurrent(origins.campaigns, filter.campaign)}
            />
            <FilterSelect
              name="landing"
              label={l.landing}
              value={filter.landing}
              empty={l.any}
              options={withCurrent(origins.landings, filter.landing)}
            />
            <div>
              <label htmlFor="filter-from" className={labelClass}>
                {l.from}
              </label>
              <input
                id="filter-from"
                name="from"
                type="date"
                defaultValue={filter.from}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="filter-to" className={labelClass}>
                {l.to}
              </label>
              <input
                id="filter-to"
                name="to"
                type="date"
                defaultValue={filter.to}
                className={inputClass}
              />
            </div>
          </div>
        </details>
        {loaderData.mayExport && (
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-line pt-3">
            <a
              href={`/admin/leads/export.csv${query}`}
              download
              className={smallButton}
              aria-describedby="export-hint"
            >
              {l.exportCsv}
            </a>
            <p id="export-hint" className="text-xs text-ink-muted">
              {l.exportHint}
            </p>
          </div>
        )}
      </Form>

      {leads.length ? (
        <ul className="mt-4 grid gap-2" aria-label={l.title}>
          {leads.map((lead) => (
            <li key={lead.id} className="min-w-0">
              <Link
                to={`/admin/leads/${lead.id}`}
                className={`block rounded-2xl border bg-surface-raised p-4 hover:border-brand-600 ${
                  lead.unread ? "border-s-4 border-brand-600" : "border-line"
                }`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  {lead.unread ? (
                    <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                      {l.unread}
                    </span>
                  ) : null}
                  <StatusBadge status={lead.status} />
                  <span className="text-xs text-ink-muted">{words.kinds[lead.kind]}</span>
                  <span className="ms-auto text-xs text-ink-muted">
                    <time dateTime={lead.createdAt}>{formatDhakaTime(lead.createdAt)}</time>
                  </span>
                </div>
                <p
                  className={`mt-1.5 [overflow-wrap:anywhere] ${lead.unread ? "font-bold" : "font-semibold"}`}
                >
                  {lead.name} <span className="font-normal text-ink-muted">· {lead.email}</span>
                </p>
                <p className="mt-0.5 truncate text-ink-muted">
                  {lead.subject}
                  {lead.service && lead.service !== lead.subject ? ` · ${lead.service}` : ""}
                  {lead.assignee ? ` · ${lead.assignee}` : ""}
                </p>
                {lead.value !== null || lead.nextStepDue ? (
                  <p className="mt-0.5 text-sm">
                    {lead.value !== null ? (
                      <span className="font-semibold text-brand-ink-strong">
                        {formatTaka(lead.value, "en-IN")}
                      </span>
                    ) : null}
                    {lead.value !== null && lead.nextStepDue ? " · " : null}
                    {lead.nextStepDue ? (
                      <DueLabel due={lead.nextStepDue} today={loaderData.today} />
                    ) : null}
                  </p>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={`${panelClass} mt-4 text-ink-muted`}>
          {isFiltered(filter) ? l.empty : l.emptyAll}
        </p>
      )}

      <Pager
        page={filter.page}
        pages={pages}
        hrefOf={(page) => `/admin/leads${leadFilterQuery(filter, page)}`}
      />
    </>
  );
}
