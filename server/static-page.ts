import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { inlineScriptHashes } from "../app/lib/page/csp";
import { policyWithScriptHashes } from "./security-headers";

export type Encoding = "br" | "gzip" | "identity";

/** Header names and values in one list, as `writeHead` takes them: [name, value, name, value…]. */
export type HeaderList = string[];

/** How a page is answered in one encoding: its ETag, and the headers of a 200 and of a 304. */
type Answer = { etag: string; ok: HeaderList; unchanged: HeaderList };

/** A page whose bytes are the same for every visitor, ready in each encoding. */
export type StaticPage = {
  type: string;
  bodies: Record<Encoding, Buffer>;
  etag: string;
  /** The Content-Security-Policy allowing the page's own inline scripts, for HTML. */
  policy?: string;
  /**
   * Its answers' headers, made once: a page kept in memory is served many times a second, and
   * headers set one by one were a third of what serving it cost.
   */
  answers: Record<Encoding, Answer>;
};

const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];

/** A page from its bytes and their compressed copies. */
export function staticPage(type: string, bodies: Record<Encoding, Buffer>): StaticPage {
  const etag = createHash("sha256").update(bodies.identity).digest("base64url").slice(0, 16);
  const policy = type.startsWith("text/html")
    ? policyWithScriptHashes(inlineScriptHashes(bodies.identity.toString("utf8")))
    : undefined;
  const answerIn = (encoding: Encoding): Answer => {
    const tagged = `"${etag}-${encoding}"`;
    const unchanged = [
      "Cache-Control",
      "no-cache",
      "Vary",
      "Accept-Encoding",
      "ETag",
      tagged,
      ...(policy ? ["Content-Security-Policy", policy] : []),
    ];
    const ok = [
      ...unchanged,
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Type",
      type,
      "Content-Length",
      String(bodies[encoding].length),
    ];
    return { etag: tagged, ok, unchanged };
  };
  const answers = Object.fromEntries(ENCODINGS.map((encoding) => [encoding, answerIn(encoding)]));
  return { type, bodies, etag, policy, answers: answers as Record<Encoding, Answer> };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page made at run time, compressed. `best` makes it as small as the build makes its pages: it
 * is served many times from memory, and a page of a new connection's first round trip (about
 * 14 KB with its headers) arrives a round trip sooner than a slightly larger one. A long Bangla
 * post is 13.9 KB at Brotli's best against 15.2 KB at a quick quality, but its compression takes
 * some 70 ms against 2 ms: `quick` is for the visitor waiting for a new rendering.
 */
export async function compressedPage(type: string, identity: Buffer, effort: "quick" | "best") {
  const best = effort === "best";
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } }),
    gzipped(identity, { level: best ? 9 : 6 }),
  ]);
  return staticPage(type, { br, gzip: gz, identity });
}

/** The encodings of the Accept-Encoding headers seen last: browsers send a handful of them. */
const encodings = new Map<string, Encoding>();

/** The best encoding a request's Accept-Encoding allows: Brotli, then gzip, then none. */
export function encodingFor(accept: string | undefined): Encoding {
  const known = encodings.get(accept ?? "");
  if (known) return known;
  const encoding = encodingOf(accept);
  if (encodings.size >= 64) encodings.clear();
  encodings.set(accept ?? "", encoding);
  return encoding;
}

function encodingOf(accept: string | undefined): Encoding {
  const allowed = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) allowed.add(name);
  }
  if (allowed.has("br")) return "br";
  if (allowed.has("gzip") || allowed.has("*")) return "gzip";
  return "identity";
}

/** A page's answers with headers of the server's own before each, made once per page. */
const answersWithBefore = new WeakMap<
  StaticPage,
  { before: HeaderList; answers: Record<Encoding, Answer> }
>();

function answersOf(page: StaticPage, before: HeaderList) {
  if (before.length === 0) return page.answers;
  const made = answersWithBefore.get(page);
  if (made?.before === before) return made.answers;
  const answers = Object.fromEntries(
    ENCODINGS.map((encoding) => {
      const { etag, ok, unchanged } = page.answers[encoding];
      return [encoding, { etag, ok: [...before, ...ok], unchanged: [...before, ...unchanged] }];
    }),
  ) as Record<Encoding, Answer>;
  answersWithBefore.set(page, { before, answers });
  return answers;
}

/**
 * Sends a static page as a static file server would: in the best encoding the browser accepts,
 * with an ETag (304 when the browser has it already; no body for HEAD), to be checked again on
 * every visit, and any headers of `before` first (the same list each time: the page keeps its
 * answers with them) and a cookie last. Works on a plain Node response as well as on Express's
 * (whose headers set before are kept).
 */
export function sendStaticPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: StaticPage,
  before: HeaderList = [],
  cookie?: string,
) {
  const encoding = encodingFor(req.headers["accept-encoding"]);
  const answer = answersOf(page, before)[encoding];
  const asked = req.headers["if-none-match"];
  const unchanged = asked !== undefined && asked.split(/\s*,\s*/).includes(answer.etag);
  const headers = unchanged ? answer.unchanged : answer.ok;
  res.writeHead(unchanged ? 304 : 200, cookie ? headers.concat("Set-Cookie", cookie) : headers);
  res.end(unchanged || req.method === "HEAD" ? undefined : page.bodies[encoding]);
}
