import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import {
  inputClass,
  panelClass,
  primaryButton,
  StatusBadge,
  WorkspaceHeading,
} from "~/components/workspace/shell";
import { publishingWords, staffWords, workspaceCommon } from "~/content/workspace";
import { fill } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import { mayOpen } from "~/lib/workspace/sections";
import { listContacts, listLeads } from "~/features/leads/index.server";
import { searchContent } from "~/features/publishing/index.server";
import { searchSubscribers } from "~/features/newsletter/index.server";
import { backendContext, staffContext } from "~/platform/context.server";

const words = { ...publishingWords, ...staffWords, ...workspaceCommon };

/** How many of each kind the search shows; the rest are a link to their list away. */
const SHOWN = 6;

/**
 * Search across what the person's sections hold: leads and contacts (owners and sales), posts,
 * pages and case studies (owners and editors), subscribers (owners and sales).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(staffContext);
  const { db } = context.get(backendContext);
  const q = (new URL(request.url).searchParams.get("q") ?? "")
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, 100);
  if (q.length < 2) return { q, results: null };
  const may = (section: Parameters<typeof mayOpen>[1]) => mayOpen(user.role, section);
  const [leads, contacts, content, subscribers] = await Promise.all([
    may("leads") ? listLeads(db, { q, page: 1 }) : null,
    may("contacts") ? listContacts(db, { q, page: 1 }) : null,
    may("content") ? searchContent(db, q, SHOWN) : null,
    may("subscribers") ? searchSubscribers(db, q, SHOWN) : null,
  ]);
  return {
    q,
    results: {
      leads: leads && {
        total: leads.total,
        rows: leads.rows.slice(0, SHOWN).map((lead) => ({
          id: lead.id,
          name: lead.name,
          email: lead.email,
          subject: lead.subject,
          status: lead.status,
        })),
      },
      contacts: contacts && {
        total: contacts.total,
        rows: contacts.rows.slice(0, SHOWN).map((contact) => ({
          id: contact.id,
          name: contact.name,
          leads: Number(contact.leads),
        })),
      },
      content,
      subscribers,
    },
  };
}

export const meta: Route.MetaFunction = () =>
  workspaceMeta(words.workspaceSearch.title, words.name);

const resultLink = "font-semibold text-brand-ink underline-offset-4 hover:underline";

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const w = words.workspaceSearch;
  const { q, results } = loaderData;
  const found =
    results &&
    Boolean(
      results.leads?.total ||
      results.contacts?.total ||
      results.content?.length ||
      results.subscribers?.length,
    );
  return (
    <>
      <WorkspaceHeading title={w.title} />
      <Form
        method="get"
        role="search"
        aria-label={w.title}
        className="mb-6 flex max-w-2xl flex-wrap gap-2"
      >
        <label htmlFor="search-q" className="sr-only">
          {w.label}
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={q}
          autoFocus={!q}
          aria-describedby="search-hint"
          className={`${inputClass} min-w-0 flex-1`}
        />
        <button type="submit" className={primaryButton}>
          {w.submit}
        </button>
        <p id="search-hint" className="w-full text-sm text-ink-muted">
          {w.hint}
        </p>
      </Form>
      {!results ? (
        q ? (
          <p className="text-ink-muted">{w.prompt}</p>
        ) : null
      ) : !found ? (
        <p className={`${panelClass} text-ink-muted`}>{fill(w.nothing, { q })}</p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          {results.leads?.total ? (
            <ResultGroup
              title={w.groups.leads}
              total={results.leads.total}
              all={`/admin/leads?q=${encodeURIComponent(q)}`}
            >
              {results.leads.rows.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Link to={`/admin/leads/${lead.id}`} className={resultLink}>
                    {lead.name || lead.email}
                  </Link>
                  <StatusBadge status={lead.status} />
                  <span className="w-full truncate text-sm text-ink-muted">
                    {[lead.email, lead.subject].filter(Boolean).join(" · ")}
                  </span>
                </li>
              ))}
            </ResultGroup>
          ) : null}
          {results.contacts?.total ? (
            <ResultGroup
              title={w.groups.contacts}
              total={results.contacts.total}
              all={`/admin/contacts?q=${encodeURIComponent(q)}`}
            >
              {results.contacts.rows.map((contact) => (
                <li key={contact.id}>
                  <Link to={`/admin/contacts/${contact.id}`} className={resultLink}>
                    {contact.name}
                  </Link>
                </li>
              ))}
            </ResultGroup>
          ) : null}
          {results.content?.length ? (
            <ResultGroup title={w.groups.content} all={`/admin/content?q=${encodeURIComponent(q)}`}>
              {results.content.map((version) => (
                <li key={`${version.entry_id}/${version.language}`}>
                  <Link
                    to={`/admin/content/${version.entry_id}/${version.language}`}
                    className={resultLink}
                    lang={version.language}
                  >
                    {version.title}
                  </Link>
                  <span className="text-sm text-ink-muted">
                    {" "}
                    · {words.content.kindOne[version.kind]} ·{" "}
                    {words.content.languages[version.language as "en" | "bn" | "ar"]}
                  </span>
                </li>
              ))}
            </ResultGroup>
          ) : null}
          {results.subscribers?.length ? (
            <ResultGroup
              title={w.groups.subscribers}
              all={`/admin/subscribers?status=confirmed&q=${encodeURIComponent(q)}`}
            >
              {results.subscribers.map((subscriber) => (
                <li key={subscriber.id} className="[overflow-wrap:anywhere]">
                  <span className="font-semibold">{subscriber.email}</span>
                  <span className="text-sm text-ink-muted"> · {w.statuses[subscriber.status]}</span>
                </li>
              ))}
            </ResultGroup>
          ) : null}
        </div>
      )}
    </>
  );
}

function ResultGroup({
  title,
  total,
  all,
  children,
}: {
  title: string;
  total?: number;
  all: string;
  children: React.ReactNode;
}) {
  return (
    <section className={panelClass} aria-label={title}>
      <h2 className="mb-3 font-bold">{title}</h2>
      <ul className="grid gap-3">{children}</ul>
      <Link
        to={all}
        className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-ink underline underline-offset-4"
      >
        {total === undefined
          ? fill(words.workspaceSearch.open, { section: title })
          : fill(words.workspaceSearch.all, { count: total, section: title })}
      </Link>
    </section>
  );
}
