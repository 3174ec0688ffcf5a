import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import type { IncomingMessage } from "node:http";
import express from "express";
import { afterEach, beforeEach, expect, it } from "vitest";
import { silentLog } from "../support/stores";
import { cacheRenderedPages } from "../../server/page-cache";

const TTL_MS = 500;

/** A page as long as a long Bangla post, of sentences in varying order, to be compressed. */
const SENTENCES = [
  "ঢাকার ছোট ব্যবসার জন্য ওয়েবসাইট",
  "বিকাশ আর নগদে পেমেন্ট",
  "গুগলে খুঁজে পাওয়ার জন্য এসইও",
  "মোবাইল অ্যাপ, অ্যান্ড্রয়েড আর আইওএস",
  "হোস্টিং প্ল্যান, মাসে মাত্র কয়েক শ টাকা",
  "ফেসবুক বিজ্ঞাপন আর কনটেন্ট",
  "ইআরপি সফটওয়্যার কারখানার জন্য",
];
const LONG_PAGE = `<article>${Array.from(
  { length: 300 },
  (_, i) =>
    `<p>${(i * 7919) % 1013}: ${SENTENCES[(i * 5) % 7]}, ${SENTENCES[(i * 3 + 1) % 7]}; ${i % 11} ${SENTENCES[i % 7]}।</p>`,
).join("")}</article>`;

/** A site whose one cached page says which rendering it is, and can be taken down. */
let server: Server;
let base: string;
let renderings: number;
let revision: number;
let pageIsThere: boolean;
let kept: ReturnType<typeof cacheRenderedPages>;

beforeEach(async () => {
  renderings = 0;
  revision = 1;
  pageIsThere = true;
  const app = express();
  kept = cacheRenderedPages(
    async (request) => {
      renderings += 1;
      // Renderings take a moment, as a real one reading the database does.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return pageIsThere
        ? new Response(
            new URL(request.url).searchParams.has("long")
              ? LONG_PAGE
              : `<p>rendering ${renderings}</p>`,
            {
              headers: { "Content-Type": "text/html; charset=utf-8" },
            },
          )
        : new Response("gone", { status: 404 });
    },
    {
      revision: () => revision,
      pattern: /^\/news$/,
      reads: () => ["page", "s", "long"],
      ttlMs: TTL_MS,
      maxEntries: 10,
      log: silentLog,
    },
  );
  app.use(kept);
  app.use((_req, res) => res.status(404).send("not found, from further on"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => new Promise((resolve) => server.close(resolve)));

const page = async () => {
  const response = await fetch(`${base}/news`);
  return { status: response.status, body: await response.text() };
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("renders a page once for visitors asking at the same moment, and serves the copy after", async () => {
  const first = await Promise.all([page(), page(), page()]);
  expect(first.map((answer) => answer.body)).toEqual(Array(3).fill("<p>rendering 1</p>"));
  expect(await page()).toEqual({ status: 200, body: "<p>rendering 1</p>" });
  expect(renderings).toBe(1);
});

it("past its time, serves the copy at once and renders a new one for the visitors after", async () => {
  await page();
  await wait(TTL_MS + 20);
  expect((await page()).body).toBe("<p>rendering 1</p>");
  await expect.poll(async () => (await page()).body).toBe("<p>rendering 2</p>");
  expect(renderings).toBe(2);
});

it("a copy twice its time old is not served: its visitor waits for a new rendering", async () => {
  await page();
  await wait(2 * TTL_MS + 20);
  expect((await page()).body).toBe("<p>rendering 2</p>");
});

it("when what the page shows has changed here, the next visitor waits for the new rendering", async () => {
  await page();
  revision = 2;
  expect((await page()).body).toBe("<p>rendering 2</p>");
});

it("a page taken down is answered further on once its new rendering finds it gone", async () => {
  await page();
  pageIsThere = false;
  await wait(TTL_MS + 20);
  expect((await page()).body).toBe("<p>rendering 1</p>");
  await expect.poll(page).toEqual({ status: 404, body: "not found, from further on" });
});

it("answers a new rendering compressed quickly, then serves it compressed at the best level", async () => {
  const brotliOf = async () => {
    const response = await fetch(`${base}/news?long`, {
      headers: { "Accept-Encoding": "br" },
      // Undici decodes the body; the encoded size is the header's.
    });
    return {
      length: Number(response.headers.get("content-length")),
      etag: response.headers.get("etag"),
      body: await response.text(),
    };
  };
  const first = await brotliOf();
  expect(first.body).toBe(LONG_PAGE);
  let later = await brotliOf();
  for (let i = 0; i < 50 && later.length === first.length; i += 1) {
    await wait(20);
    later = await brotliOf();
  }
  expect(later.body).toBe(LONG_PAGE);
  // Brotli's best, give or take the few bytes its streaming form adds.
  const best = brotliCompressSync(Buffer.from(LONG_PAGE), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  expect(Math.abs(later.length - best)).toBeLessThan(16);
  expect(later.length).toBeLessThan(first.length);
  // The same page: a browser that has it keeps its copy.
  expect(later.etag?.replace(/-br"$/, "")).toBe(first.etag?.replace(/-br"$/, ""));
});

it("offers a current copy to be answered ahead of Express, and nothing stale, changed or posted", async () => {
  const get = { method: "GET", url: "/news" } as IncomingMessage;
  expect(kept.fresh(get)).toBeUndefined();
  await page();
  expect(kept.fresh(get)?.bodies.identity.toString()).toBe("<p>rendering 1</p>");
  expect(kept.fresh({ ...get, method: "POST" } as IncomingMessage)).toBeUndefined();
  expect(kept.fresh({ ...get, url: "/news?page=2" } as IncomingMessage)).toBeUndefined();
  revision = 2;
  expect(kept.fresh(get)).toBeUndefined();
  await page();
  await wait(TTL_MS + 20);
  expect(kept.fresh(get)).toBeUndefined();
});

it("keeps a page for the parameters it reads alone: junk, campaign tags and order make no new rendering", async () => {
  const body = async (query: string) => (await fetch(`${base}/news${query}`)).text();
  expect(await body("?s=web&page=2")).toBe("<p>rendering 1</p>");
  expect(await body("?page=2&utm_source=facebook&s=web")).toBe("<p>rendering 1</p>");
  expect(await body("")).toBe("<p>rendering 2</p>");
  // A burst of distinct junk query strings, more than the cache holds, is one kept page.
  for (let i = 0; i < 30; i++)
    expect(await body(`?r=${i}${Math.random()}`)).toBe("<p>rendering 2</p>");
  expect(renderings).toBe(2);
  expect(await body("?s=web&page=2")).toBe("<p>rendering 1</p>");
  expect(
    kept.fresh({ method: "GET", url: "/news?x=1&page=2&s=web" } as IncomingMessage),
  ).toBeDefined();
});
