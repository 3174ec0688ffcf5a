import { sql } from "kysely";
import { containsPattern } from "~/platform/db/db.server";
import type { ListSearch } from "~/lib/workspace/filter";

/** How many rows a page of a workspace list shows. */
export const LIST_PER_PAGE = 50;

/** Case-insensitive "contains" on any of some text columns, on both databases. */
export const containsAny = (columns: readonly string[], q: string) => {
  const pattern = containsPattern(q);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
};

/**
 * A page of a list, how many rows it has in all and on how many pages: `count` counts them, `page`
 * reads the rows of one page (with the list's order and columns).
 */
export async function paged<Row>(
  search: ListSearch,
  count: () => Promise<{ count: number | string | bigint }>,
  page: (limit: number, offset: number) => Promise<Row[]>,
  perPage = LIST_PER_PAGE,
) {
  const [total, rows] = await Promise.all([count(), page(perPage, (search.page - 1) * perPage)]);
  const all = Number(total.count);
  return { total: all, rows, pages: Math.max(1, Math.ceil(all / perPage)) };
}
