import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvDownload } from "~/platform/csv.server";

/** A formula sign as a spreadsheet finds it: after any spaces, tabs, line breaks or invisible marks. */
const STARTS_A_FORMULA = /^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** What a visitor can send in a message or a visit's first touch, from the attack review. */
const attacks = [
  "Hello there\n=1+1\n@SUM(9+9)\n-3+3 is a line too",
  "utm_source=ads\n=cmd|' /C calc'!A0&utm_campaign=spring\n=2+3",
  "\r\n=1",
  " =1",
  "\t=1",
  "\uFF1D1",
  "-3",
  "+8801711111111",
  "line\r=1",
  "line\u2028=1",
  "\u00A0\u3000@SUM(1)",
  "\u200B=1",
];

/** The file's text as its bytes are, byte-order mark included. */
async function bytesOf(response: Response) {
  return Buffer.from(await response.arrayBuffer()).toString("utf8");
}

/** The rows as a reader that takes CRLF, LF and CR alike as the end of a row outside quotes. */
const rowsOf = (text: string) =>
  parse(text, {
    bom: true,
    relax_column_count: true,
    record_delimiter: ["\r\n", "\n", "\r"],
  }) as string[][];

describe("csvDownload", () => {
  it("never lets a cell, or any line within one, start a formula", async () => {
    const text = await bytesOf(
      csvDownload("leads.csv", [["id", "message"], ...attacks.map((attack, i) => [i + 1, attack])]),
    );
    const rows = rowsOf(text);
    expect(rows).toHaveLength(attacks.length + 1);
    for (const row of rows) {
      for (const cell of row) {
        expect(cell, JSON.stringify(cell)).not.toMatch(STARTS_A_FORMULA);
        for (const line of cell.split(/\r\n|[\n\r\u2028\u2029]/)) {
          expect(line, JSON.stringify(cell)).not.toMatch(STARTS_A_FORMULA);
        }
      }
    }
    // A spreadsheet that ends a row at every line break, in quotes or not, sees no formula either.
    for (const line of text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/)) {
      expect(line.replace(/^"/, ""), JSON.stringify(line)).not.toMatch(STARTS_A_FORMULA);
    }
  });

  it("keeps each attack in its own cell, every formula line escaped and the rest as sent", async () => {
    const rows = rowsOf(
      await bytesOf(
        csvDownload("leads.csv", [["Hello there\n=1+1\n@SUM(9+9)\n-3+3 is a line too"]]),
      ),
    );
    expect(rows).toEqual([["Hello there\n'=1+1\n'@SUM(9+9)\n'-3+3 is a line too"]]);
  });

  it("quotes every field with a line break, so that an ordinary message stays one cell", async () => {
    const message = "Dear team,\nwe need a shop.\r\nBudget: 2 lakh\nThanks";
    const text = await bytesOf(
      csvDownload("leads.csv", [
        ["name", "message"],
        ["Rahim", message],
      ]),
    );
    expect(text).toContain(`"Dear team,\nwe need a shop.\r\nBudget: 2 lakh\nThanks"`);
    expect(rowsOf(text)).toEqual([
      ["name", "message"],
      ["Rahim", message],
    ]);
    const lone = await bytesOf(csvDownload("x.csv", [["one\ntwo", "three"]]));
    expect(lone).toBe('\uFEFF"one\ntwo",three\r\n');
  });

  it("keeps numbers as numbers, and a visitor's text that looks like one as text", async () => {
    const text = await bytesOf(csvDownload("x.csv", [[-3, 150000, "-3", "3"]]));
    expect(text).toBe("\uFEFF-3,150000,'-3,3\r\n");
  });

  it("is a UTF-8 download with a byte-order mark that is never cached", async () => {
    const response = csvDownload("leads-2026-11-27.csv", [["নাম", "الاسم"]]);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="leads-2026-11-27.csv"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await bytesOf(response)).toBe("\uFEFFনাম,الاسم\r\n");
  });
});
