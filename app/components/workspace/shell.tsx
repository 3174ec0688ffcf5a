import { useEffect, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import {
  AtSign,
  Building2,
  ChartLine,
  Contact,
  FileText,
  History,
  Image,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Mails,
  Menu,
  MessageSquare,
  Search,
  Send,
  ShieldAlert,
  ShieldCheck,
  Signpost,
  SquareKanban,
  UsersRound,
  Webhook,
  X,
  type LucideIcon,
} from "lucide-react";
import { statusNames, workspaceCommon, type publishingWords } from "~/content/workspace";
import { siteFacts } from "~/content/facts";
import { fill } from "~/lib/format";
import type { StaffRole } from "~/lib/workspace";
import { navigationGroupsFor, type NavigationSection } from "~/lib/workspace/sections";

const words = workspaceCommon;

/** Live counts beside sections of the navigation, where one helps. */
export type NavigationCounts = Partial<Record<"leads" | "comments" | "spam", number>>;

const icons: Record<NavigationSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  insights: ChartLine,
  leads: Inbox,
  board: SquareKanban,
  contacts: Contact,
  spam: ShieldAlert,
  mail: Mails,
  content: FileText,
  media: Image,
  comments: MessageSquare,
  site: Building2,
  campaigns: Send,
  subscribers: AtSign,
  people: UsersRound,
  privacy: ShieldCheck,
  activity: History,
  webhooks: Webhook,
  redirects: Signpost,
};

/** A count as a badge shows it: 99+ beyond. */
const shownCount = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * The workspace around its pages. On a desktop, a sidebar: the workspace's name, search, the
 * sections grouped by job with an icon and a live count, and who is signed in. On a phone, one bar
 * of 56 px: the name, search and a menu that opens the same sections (as a link to them without
 * scripts, a button with them).
 */
export function WorkspaceShell({
  user,
  counts = {},
  children,
}: {
  /** An owner who has yet to set up two-factor sign-in is shown no sections: none open yet. */
  user: { name: string; role: StaffRole; mustSetUpTwoFactor?: boolean };
  counts?: NavigationCounts;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  // "/" (or Ctrl+K, ⌘K) puts the cursor in the search, as in the tools staff know.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest("input, textarea, select, [contenteditable]");
      const shortcut =
        (event.key === "/" && !typing) ||
        (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey));
      if (!shortcut) return;
      const field = document.getElementById("workspace-search");
      if (!field || field.offsetParent === null) return;
      event.preventDefault();
      field.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  const groups = user.mustSetUpTwoFactor ? [] : navigationGroupsFor(user.role);
  const waiting = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const n = words.nav;
  return (
    <>
      <a
        href="#workspace-main"
        className="sr-only z-50 rounded-full bg-brand-800 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {words.skipToContent}
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 bg-brand-900 px-3 text-white lg:hidden">
        <Link to="/admin" className="me-auto truncate font-bold">
          {siteFacts().company.name}{" "}
          <span className="font-normal text-brand-100">· {words.name}</span>
        </Link>
        {groups.length ? (
          <>
            <Link to="/admin/search" className={barButton} aria-label={n.search}>
              <Search aria-hidden="true" className="size-5" />
            </Link>
            <a
              href="#workspace-nav"
              role="button"
              aria-controls="workspace-nav"
              aria-expanded={open}
              onClick={(event) => {
                event.preventDefault();
                setOpen(!open);
              }}
              className={`${barButton} relative`}
              aria-label={waiting ? `${n.menu} (${shownCount(waiting)})` : n.menu}
            >
              {open ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
              {waiting && !open ? (
                <span className="absolute end-1 top-1 size-2.5 rounded-full bg-accent-500 ring-2 ring-brand-900" />
              ) : null}
            </a>
          </>
        ) : (
          <SignOut />
        )}
      </header>
      <nav
        id="workspace-nav"
        aria-label={n.label}
        className={`${open ? "block" : "hidden"} fixed inset-x-0 top-14 bottom-0 z-20 overflow-y-auto bg-brand-900 px-3 pb-6 text-white target:block lg:inset-y-0 lg:start-0 lg:top-0 lg:block lg:w-64 lg:pt-4`}
      >
        <Link to="/admin" className="hidden px-3 pb-4 font-bold lg:block">
          {siteFacts().company.name}{" "}
          <span className="font-normal text-brand-100">· {words.name}</span>
        </Link>
        {groups.length ? (
          <Form method="get" action="/admin/search" role="search" className="mb-3 hidden lg:block">
            <label htmlFor="workspace-search" className="sr-only">
              {n.search}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-brand-200"
              />
              <input
                id="workspace-search"
                name="q"
                type="search"
                placeholder={n.searchPlaceholder}
                aria-describedby="workspace-search-hint"
                className="min-h-10 w-full rounded-lg border border-brand-700 bg-brand-800 ps-9 pe-8 text-sm text-white placeholder:text-brand-200 focus:border-brand-300 focus:outline-none"
              />
              <kbd
                aria-hidden="true"
                className="absolute end-2 top-1/2 -translate-y-1/2 rounded border border-brand-600 px-1.5 text-xs text-brand-200"
              >
                /
              </kbd>
              <span id="workspace-search-hint" hidden>
                {n.searchShortcut}
              </span>
            </div>
          </Form>
        ) : null}
        {groups.map(({ group, links }) => (
          <div key={group} className="mt-3 first:mt-0">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-brand-200 uppercase">
              {n.groups[group]}
            </p>
            <ul className="grid gap-0.5">
              {links.map((link) => {
                const Icon = icons[link.section];
                const count = counts[link.section as keyof NavigationCounts] ?? 0;
                const countWords =
                  count > 0 && link.section in n.counts
                    ? fill(n.counts[link.section as keyof typeof n.counts], { count })
                    : undefined;
                const countId = `nav-count-${link.section}`;
                return (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.section === "dashboard"}
                      aria-describedby={countWords ? countId : undefined}
                      className={({ isActive }) =>
                        `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold lg:min-h-9 ${
                          isActive ? "bg-white text-brand-900" : "text-brand-50 hover:bg-brand-800"
                        }`
                      }
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      <span className="flex-1">{n[link.section]}</span>
                      {count > 0 ? (
                        <span
                          aria-hidden="true"
                          className="rounded-full bg-accent-600 px-2 text-xs leading-5 text-white tabular-nums"
                        >
                          {shownCount(count)}
                        </span>
                      ) : null}
                    </NavLink>
                    {countWords ? (
                      <span id={countId} hidden>
                        {countWords}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        <div className="mt-6 border-t border-brand-800 pt-4">
          <NavLink
            to="/admin/password"
            className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-brand-100 hover:bg-brand-800 lg:min-h-9"
            aria-label={`${fill(words.signedInAs, { name: user.name })}: ${n.password}`}
          >
            <KeyRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{fill(words.signedInAs, { name: user.name })}</span>
          </NavLink>
          <SignOut wide />
        </div>
      </nav>
      <main
        id="workspace-main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-6 outline-none lg:ms-64 lg:me-0 lg:max-w-none lg:px-10 lg:py-8"
      >
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </>
  );
}

const barButton =
  "inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white";

function SignOut({ wide = false }: { wide?: boolean }) {
  return (
    <Form method="post" action="/admin/sign-out">
      <button
        type="submit"
        className={
          wide
            ? "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-semibold text-brand-50 hover:bg-brand-800 lg:min-h-9"
            : "min-h-11 rounded-full border border-brand-300/60 px-4 text-sm font-semibold hover:bg-brand-800"
        }
      >
        {wide ? <LogOut aria-hidden="true" className="size-4 shrink-0" /> : null}
        {words.signOut}
      </button>
    </Form>
  );
}

/** A page's heading and what stands beside it (counts, export links). */
export function WorkspaceHeading({
  title,
  children,
}: {
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/** What an action did, or why it could not: announced to screen readers. */
export function Notice({ tone, children }: { tone: "ok" | "error"; children: React.ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`mb-4 rounded-xl border px-4 py-3 font-medium ${
        tone === "error"
          ? "border-accent-300 bg-accent-100 text-accent-700"
          : "border-brand-300 bg-brand-50 text-brand-900"
      }`}
    >
      {children}
    </p>
  );
}

/**
 * Tabs between the states of a list, as links (they work without JavaScript); none is current
 * when what is shown is none of them (a period of one's own dates, say).
 */
export function StateTabs<K extends string>({
  label,
  tabs,
  current,
  href,
  className = "mb-4",
}: {
  label: string;
  tabs: Record<K, string>;
  current: K | undefined;
  href: (key: K) => string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-2">
        {(Object.entries(tabs) as [K, string][]).map(([key, text]) => (
          <li key={key}>
            <a
              href={href(key)}
              aria-current={key === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                key === current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-line bg-surface-raised hover:border-brand-600"
              }`}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const panelClass = "rounded-2xl border border-line bg-surface-raised p-4 sm:p-5";
export const smallButton =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-surface-raised px-4 text-sm font-semibold hover:border-brand-600 hover:text-brand-800";
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800";
export const inputClass =
  "block min-h-11 w-full rounded-xl border border-line bg-surface-raised px-3 py-2 text-base text-ink focus:border-brand-600";
export const labelClass = "mb-1 block text-sm font-semibold";

const statusTone: Record<string, string> = {
  new: "bg-accent-100 text-accent-700",
  contacted: "bg-sky-50 text-sky-800",
  proposal: "bg-sand-100 text-amber-800",
  won: "bg-brand-100 text-brand-900",
  lost: "bg-slate-200 text-slate-700",
};

/** A small coloured label of where something is (a lead's stage, a campaign's state). */
export function Badge({ tone, children }: { tone: string; children: React.ReactNode }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>
  );
}

/** A lead's place in the pipeline, coloured by stage. */
export function StatusBadge({ status }: { status: keyof typeof statusNames }) {
  return <Badge tone={statusTone[status]!}>{statusNames[status]}</Badge>;
}

/** A language version's state in the content list and the editor, coloured by how far it is. */
export type ContentState = keyof typeof publishingWords.content.states;
export const contentStateTone: Record<ContentState, string> = {
  missing: "border border-dashed border-line text-ink-muted",
  draft: "bg-slate-200 text-slate-800",
  scheduled: "bg-sky-50 text-sky-800",
  published: "bg-brand-100 text-brand-900",
  outdated: "bg-sand-100 text-amber-900",
};

/** A list's pages: newer and older, and where the list is; nothing when it fits on one page. */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  /** The address of another page of the same list. */
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const where = fill(words.pager.page, { page, pages });
  const step = (to: number, rel: "prev" | "next", label: string) =>
    to >= 1 && to <= pages ? (
      <Link to={hrefOf(to)} className={smallButton} rel={rel}>
        {label}
      </Link>
    ) : (
      <span />
    );
  return (
    <nav aria-label={where} className="mt-4 flex items-center justify-between gap-3">
      {step(page - 1, "prev", words.pager.previous)}
      <span className="text-sm text-ink-muted">{where}</span>
      {step(page + 1, "next", words.pager.next)}
    </nav>
  );
}

/** The sign-in pages' card: the workspace's name, a title and what it asks for. */
export function SignInCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-start justify-center px-4 py-12 sm:items-center">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wider text-brand-ink uppercase">
          {siteFacts().company.name} · {words.name}
        </p>
        <h1 className="mt-2 text-2xl font-bold">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-ink-muted">{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}

/**
 * A list's search: words in the address's `q`, kept with the list's other choices (`children`,
 * hidden fields such as its tab), a button, and a way back to the whole list.
 */
export function SearchBox({
  id,
  label,
  hint,
  value,
  clearTo,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  value: string | undefined;
  /** The whole list's address, shown as "Clear" while something is searched for. */
  clearTo: string;
  children?: React.ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className={`${panelClass} mb-4`}>
      {children}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor={id} className={labelClass}>
            {label}
          </label>
          <input
            id={id}
            name="q"
            type="search"
            defaultValue={value}
            aria-describedby={`${id}-hint`}
            className={inputClass}
          />
        </div>
        <button type="submit" className={primaryButton}>
          {words.search.apply}
        </button>
        {value ? (
          <Link to={clearTo} className={smallButton}>
            {words.search.clear}
          </Link>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {hint}
      </p>
    </Form>
  );
}
