import { listSearchQuery, type ListSearch } from "~/lib/workspace/filter";
import { Pager, panelClass, SearchBox, StateTabs } from "./shell";

/**
 * A workspace list below its heading: its tabs (when it has them), its search, what the page says
 * of the last change, its rows or why there are none, and its pages. Every address it writes
 * keeps the tab and the search.
 */
export function ListPage<K extends string>({
  path,
  words,
  tabs,
  search,
  pages,
  empty,
  notices,
  children,
}: {
  /** The list's address, `/admin/mail`; its search field is named after its last part. */
  path: string;
  words: { title: string; search: string; searchHint: string; empty: string; noMatch: string };
  tabs?: { labels: Record<K, string>; current: K };
  search: ListSearch;
  pages: number;
  /** Whether this page has no rows, when it says why instead of showing them. */
  empty: boolean;
  notices?: React.ReactNode;
  children: React.ReactNode;
}) {
  const fixed: Record<string, string> = tabs ? { status: tabs.current } : {};
  return (
    <>
      {tabs ? (
        <StateTabs
          label={words.title}
          tabs={tabs.labels}
          current={tabs.current}
          href={(key) => `${path}?status=${key}`}
        />
      ) : null}
      <SearchBox
        id={`${path.split("/").pop()}-q`}
        label={words.search}
        hint={words.searchHint}
        value={search.q}
        clearTo={tabs ? `${path}?status=${tabs.current}` : path}
      >
        {tabs ? <input type="hidden" name="status" value={tabs.current} /> : null}
      </SearchBox>
      {notices}
      {empty ? (
        <p className={`${panelClass} text-ink-muted`}>{search.q ? words.noMatch : words.empty}</p>
      ) : (
        children
      )}
      <Pager
        page={search.page}
        pages={pages}
        hrefOf={(page) => `${path}${listSearchQuery(search, page, fixed)}`}
      />
    </>
  );
}
