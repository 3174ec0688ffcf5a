import { stringify } from "csv-stringify/sync";

/** What a spreadsheet reads as the start of a formula, full-width signs included. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A CSV download: UTF-8 with a byte-order mark (so that Excel reads Bangla and Arabic correctly),
 * CRLF line ends, every field quoted when it needs to be. A cell that starts as a formula would
 * is prefixed with an apostrophe, so that a visitor's text is never run as a spreadsheet formula.
 */
export function csvDownload(filename: string, rows: (string | number)[][]) {
  const safe = rows.map((row) =>
    row.map((cell) => (typeof cell === "string" && FORMULA_START.test(cell) ? `'${cell}` : cell)),
  );
  const body = "\uFEFF" + stringify(safe, { record_delimiter: "windows" });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
