/** Characters a path segment needs no escape for (RFC 3986's pchar, less the escape itself). */
const PLAIN = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;
/** Characters whose escape is the character itself: "%61" is "a", "%2E" is ".". */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * One segment in its one spelling: unreserved characters unescaped, every other escape in upper
 * case, any character a path may not hold escaped; null for a broken escape or one that is not
 * UTF-8. Letters are lower-cased unless the segment's case is its meaning (a signed token).
 */
function canonicalSegment(segment: string, keepCase: boolean): string | null {
  try {
    decodeURIComponent(segment);
  } catch {
    return null;
  }
  const letter = (char: string) => (keepCase ? char : char.toLowerCase());
  let out = "";
  for (let i = 0; i < segment.length; i++) {
    const char = segment[i]!;
    if (char === "%") {
      const hex = segment.slice(i + 1, i + 3);
      const decoded = String.fromCharCode(parseInt(hex, 16));
      out += UNRESERVED.test(decoded) ? letter(decoded) : `%${hex.toUpperCase()}`;
      i += 2;
    } else {
      out += PLAIN.test(char) ? letter(char) : encodeURIComponent(char);
    }
  }
  return out;
}

/**
 * The one spelling of a path that every decision about a request reads (the workspace's guard,
 * the role check, the kept pages, the router): escapes of plain characters undone, other
 * escapes in upper case, letters in lower case (the site's addresses are; the build's files,
 * named by a hash of their content, and the tokens of preview and booked-call links keep their case), no empty or dot
 * segments, no trailing slash. Null for a path that cannot be an
 * address of the site: one that does not start with a single slash, or has a broken escape.
 */
export function canonicalPath(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  const segments: string[] = [];
  for (const raw of path.slice(1).split("/")) {
    const keepCase =
      segments[0] === "assets" ||
      // A preview's token, after /preview/ or (a main page's) /preview/page/.
      (segments.at(-1) === "preview" && raw.toLowerCase() !== "page") ||
      (segments.at(-2) === "preview" && segments.at(-1) === "page") ||
      // A booked call's token, after /book/change/ (in any language).
      (segments.at(-2) === "book" && segments.at(-1) === "change") ||
      (segments[0] === "admin" &&
        segments.length === 2 &&
        (segments[1] === "invitation" || segments[1] === "reset"));
    const segment = canonicalSegment(raw, keepCase);
    if (segment === null) return null;
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}
