/**
 * Text a visitor wrote, set into a plain-text e-mail to the agency between two marker lines, each
 * of its lines quoted with "> ". A visitor can write anything, a fake "Approve:" link or a fake end
 * marker included, but cannot write a line that does not start with "> ": whatever is not quoted
 * is the site's own. Line breaks mail clients honour besides \n (a lone \r, Unicode's line and
 * paragraph separators) start a quoted line too.
 */
export function fenceVisitorText(
  lines: readonly string[],
  markers: { begin: string; end: string },
): string[] {
  const quoted = lines
    .flatMap((line) => line.split(/\r\n|[\r\n\u0085\u2028\u2029]/))
    .map((line) => (line === "" ? ">" : `> ${line}`));
  return [markers.begin, ...quoted, markers.end];
}
