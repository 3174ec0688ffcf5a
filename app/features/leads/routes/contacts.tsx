import { Link } from "react-router";
import type { Route } from "./+types/contacts";
import { WorkspaceHeading } from "~/components/workspace/shell";
import { ListPage } from "~/components/workspace/list-page";
import { contactsWords, workspaceCommon } from "~/content/workspace";
import { fill, formatDhakaTime, formatTaka, plural } from "~/lib/format";
import { workspaceMeta } from "~/lib/workspace";
import { readListSearch } from "~/lib/workspace/filter";
import { listContacts } from "../contacts.server";
import { backendContext } from "~/platform/context.server";

const words = { ...contactsWords, ...workspaceCommon };

/** The people behind the leads, the most recently heard from first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = readListSearch(new URL(request.url).searchParams);
  const { rows, total, pages } = await listContacts(context.get(backendContext).db, search);
  return {
    search,
    contacts: rows,
    total,
    pages,
  };
}

export const meta: Route.MetaFunction = () => workspaceMeta(words.contacts.title, words.name);

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const { search, contacts, total, pages } = loaderData;
  const c = words.contacts;
  return (
    <>
      <WorkspaceHeading title={c.title}>
        <p className="text-ink-muted">{plural(c.count, total, "en")}</p>
      </WorkspaceHeading>
      <p className="mb-4 max-w-3xl text-ink-muted">{c.intro}</p>
      <ListPage
        path="/admin/contacts"
        words={c}
        search={search}
        pages={pages}
        empty={contacts.length === 0}
      >
        <ul className="grid gap-2" aria-label={c.title}>
          {contacts.map((contact) => (
            <li key={contact.id} className="min-w-0">
              <Link
                to={`/admin/contacts/${contact.id}`}
                className="block rounded-2xl border border-line bg-surface-raised p-4 hover:border-brand-600"
              >
                <p className="font-semibold [overflow-wrap:anywhere]">
                  {contact.name}{" "}
                  <span className="font-normal text-ink-muted">· {contact.emails.join(", ")}</span>
                </p>
                <p className="mt-0.5 text-sm text-ink-muted">
                  {plural(c.leads, contact.leads, "en")}
                  {contact.won
                    ? ` · ${fill(c.won, { value: formatTaka(contact.won, "en-IN") })}`
                    : ""}
                  {contact.last_at
                    ? ` · ${fill(c.lastWrote, { date: formatDhakaTime(contact.last_at) })}`
                    : ""}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </ListPage>
    </>
  );
}
