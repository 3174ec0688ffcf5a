import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, beforeEach, expect, it } from "vitest";
import { silentLog } from "./stores";
import { cacheRenderedPages } from "../../server/page-cache";

const TTL_MS = 500;

/** A site whose one cached page says which rendering it is, and can be taken down. */
let server: Server;
let base: string;
let renderings: number;
let revision: number;
let pageIsThere: boolean;

beforeEach(async () => {
  renderings = 0;
  revision = 1;
  pageIsThere = true;
  const app = express();
  app.use(
    cacheRenderedPages(
      async () => {
        renderings += 1;
        // Renderings take a moment, as a real one reading the database does.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return pageIsThere
          ? new Response(`<p>rendering ${renderings}</p>`, {
              headers: { "Content-Type": "text/html; charset=utf-8" },
            })
          : new Response("gone", { status: 404 });
      },
      {
        revision: () => revision,
        pattern: /^\/news$/,
        ttlMs: TTL_MS,
        maxEntries: 10,
        log: silentLog,
      },
    ),
  );
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
