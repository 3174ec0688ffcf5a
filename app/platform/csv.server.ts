import { stringify } from "csv-stringify/sync";

/**
 * Every way a line may end inside a cell. Spreadsheets and the tools around them do not agree on
 * which of these start a new row, so each one is treated as if it did.
 */
const LINE_BREAK = /(\r\n|[\n\r\v\f\u0085\u2028\u2029])/;

/**
 * A line a spreadsheet could read as a formula: one that starts with a tab, or whose first visible
 * character, after any spaces or invisible characters it would skip, is a formula sign (full-width
 * signs included).
 */
const FORMULA_LINE = /^(?:\t|[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

/** The text with every line that could start a formula prefixed with an apostrophe. */
function inert(text: string) {
  return text
    .split(LINE_BREAK)
    .map((part, i) => (i % 2 === 0 && FORMULA_LINE.test(part) ? `'${part}` : part))
    .join("");
}

/**
 * A CSV download: UTF-8 with a byte-order mark (so that Excel reads Bangla and Arabic correctly),
 * CRLF line ends. A field that holds any line break is quoted, because a bare line feed outside
 * quotes starts a new row in Excel, LibreOffice and Google Sheets. Every line of a text cell that
 * could start a formula is prefixed with an apostrophe, so that a visitor's text is never run as a
 * spreadsheet formula, even by a reader that splits rows wherever a line ends; numbers stay numbers.
 * This is the one CSV writer: every export goes through it.
 */
export function csvDownload(filename: string, rows: (string | number)[][]) {
  const safe = rows.map((row) =>
    row.map((cell) => (typeof cell === "string" ? inert(cell) : cell)),
  );
  const body =
    "\uFEFF" +
    stringify(safe, {
      record_delimiter: "windows",
      quoted_match: /[\r\n\v\f\u0085\u2028\u2029]/,
    });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
