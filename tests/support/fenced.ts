import { expect } from "vitest";
import { agencyEmails } from "~/content/en/agency-emails";

/**
 * Checks an e-mail to the agency: every piece of `visitor` text is inside the fence (between its
 * marker lines, on lines quoted with "> ") and nowhere else, and each of the site's `actions` (a
 * line's start) comes, unquoted, before the fence.
 */
export function expectFenced(
  text: string,
  visitor: string[],
  { markers = agencyEmails.visitorText, actions = [] as string[] } = {},
) {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const begin = lines.indexOf(markers.begin);
  const end = lines.indexOf(markers.end);
  expect(begin, "the fence begins").toBeGreaterThanOrEqual(0);
  expect(end, "the fence ends after it begins").toBeGreaterThan(begin);
  expect(lines.lastIndexOf(markers.begin)).toBe(begin);
  const inside = lines.slice(begin + 1, end);
  for (const line of inside) expect(line).toMatch(/^>( |$)/);
  const fenced = inside.map((line) => line.replace(/^> ?/, "")).join("\n");
  const outside = [...lines.slice(0, begin), ...lines.slice(end + 1)].join("\n");
  for (const bit of visitor) {
    expect(fenced).toContain(bit);
    expect(outside).not.toContain(bit);
  }
  for (const action of actions) {
    const at = lines.findIndex((line) => line.startsWith(action));
    expect(at, `"${action}" comes before what the visitor wrote`).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(begin);
  }
}
