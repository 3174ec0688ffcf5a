/** The blog list's address: page, search and filters, read from and written to the query string. */
export type BlogQuery = { page: number; s?: string; category?: string; tag?: string };

const MAX_QUERY_LENGTH = 100;

/** The parameters the list reads, in the order its addresses write them. */
export const blogQueryParameters = ["s", "category", "tag", "page"] as const;

/** Reads the list's parameters; null when the page number is not a whole number from 1 up. */
export function readBlogQuery(params: URLSearchParams): BlogQuery | null {
  const rawPage = params.get("page");
  if (rawPage !== null && !/^[1-9]\d{0,4}$/.test(rawPage)) return null;
  const text = (name: string) => params.get(name)?.trim().slice(0, MAX_QUERY_LENGTH) || undefined;
  return {
    page: rawPage ? Number(rawPage) : 1,
    s: text("s"),
    category: text("category"),
    tag: text("tag"),
  };
}

export function blogListHref({ page, s, category, tag }: BlogQuery) {
  const params = new URLSearchParams();
  if (s) params.set("s", s);
  if (category) params.set("category", category);
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/news?${query}` : "/news";
}

export const pageCount = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / perPage));

/** Two-digit page labels, as the list shows them: 01, 02, … (`write` writes a number in the page's digits). */
export const pageLabel = (page: number, write: (value: number) => string = String) =>
  page < 10 ? write(0) + write(page) : write(page);
