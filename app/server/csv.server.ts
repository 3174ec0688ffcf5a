import { stringify } from "csv-stringify/sync";

/**
 * A CSV download: UTF-8 with a byte-order mark (so that Excel reads Bangla and Arabic correctly),
 * CRLF line ends, every field quoted when it needs to be. A cell that starts with =, +, - or @ is
 * prefixed with an apostrophe, so that a visitor's text is never run as a spreadsheet formula.
 */
export function csvDownload(filename: string, rows: (string | number)[][]) {
  const safe = rows.map((row) =>
    row.map((cell) => (typeof cell === "string" && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
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
