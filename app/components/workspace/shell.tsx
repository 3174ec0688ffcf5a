import { Form, Link, NavLink } from "react-router";
import { workspaceCopy as words } from "~/content/workspace";
import { siteFacts } from "~/content/facts";
import { fill } from "~/lib/format";
import type { StaffRole } from "~/lib/workspace";
import { navigationFor } from "~/lib/workspace/sections";

/** The workspace around its pages: the name, who is signed in, sign-out and the sections. */
export function WorkspaceShell({
  user,
  unread,
  children,
}: {
  /** An owner who has yet to set up two-factor sign-in is shown no sections: none open yet. */
  user: { name: string; role: StaffRole; mustSetUpTwoFactor?: boolean };
  unread: number;
  children: React.ReactNode;
}) {
  return (
    <>
      <a
        href="#workspace-main"
        className="sr-only z-50 rounded-full bg-brand-800 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {words.skipToContent}
      </a>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-bold">
            {siteFacts().company.name}{" "}
            <span className="font-normal text-brand-100">· {words.name}</span>
          </p>
          <div className="flex items-center gap-3 text-sm">
            <NavLink
              to="/admin/password"
              className="text-brand-100 underline-offset-4 hover:underline"
              aria-label={`${fill(words.signedInAs, { name: user.name })}: ${words.nav.password}`}
            >
              {fill(words.signedInAs, { name: user.name })}
            </NavLink>
            <Form method="post" action="/admin/sign-out">
              <button
                type="submit"
                className="min-h-11 rounded-full border border-brand-300/60 px-4 font-semibold hover:bg-brand-800"
              >
                {words.signOut}
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label={words.nav.label} className="border-t border-brand-800">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-0.5 px-2 py-1.5 sm:gap-1">
            {(user.mustSetUpTwoFactor ? [] : navigationFor(user.role)).map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.section === "dashboard"}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold sm:px-3.5 ${
                      isActive ? "bg-white text-brand-900" : "text-white hover:bg-brand-800"
                    }`
                  }
                >
                  {words.nav[link.section]}
                  {link.section === "leads" && unread > 0 ? (
                    <span className="rounded-full bg-accent-600 px-2 text-xs text-white">
                      {unread}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="workspace-main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none">
        {children}
      </main>
    </>
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
export function StatusBadge({ status }: { status: keyof typeof words.statuses }) {
  return <Badge tone={statusTone[status]!}>{words.statuses[status]}</Badge>;
}

/** A language version's state in the content list and the editor, coloured by how far it is. */
export type ContentState = keyof typeof words.content.states;
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
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
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
