import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyFor, loadAllCopies, validationIn, type Locale } from "~/content/copy";
import { landingSlugs } from "~/content/landings";
import { quoteChoicesIn } from "~/content/quote";
import { commentSchema } from "~/lib/forms/comment";
import { action as contact } from "~/features/leads/routes/contact";
import { action as landing } from "~/features/site/routes/landing";
import { action as newsletter } from "~/features/newsletter/routes/newsletter";
import { action as quote } from "~/features/leads/routes/request-quote";
import { action as order } from "~/features/leads/routes/shop-details";
import type { Backend } from "~/backend.server";
import { backendContext, visitContext } from "~/platform/context.server";
import { checkedEntry } from "./journal-check.server";
import { SubmissionJournal, UnfitEntry, type JournalEntry } from "./journal.server";
import { commentTarget, submitForm } from "./submissions.server";

const log = pino({ level: "silent" });
let dir: string;
let journal: SubmissionJournal;

/** A request context whose database cannot be reached: every form is kept in `journal`. */
function outage(ip: string) {
  const context = new RouterContextProvider();
  context.set(backendContext, {
    guard: {
      check: async () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
          code: "ECONNREFUSED",
        });
      },
      tokenCookie: () => "form_started=fresh",
    },
    log,
    insights: { record: () => {} },
    journal,
  } as unknown as Backend);
  context.set(visitContext, { ip });
  return context;
}

/** A form as a browser sends it from `page`, with the visit's first touch and a form token. */
function post(page: string, fields: Record<string, string>) {
  return new Request(`https://site.test${page}`, {
    method: "POST",
    body: new URLSearchParams({
      ...fields,
      visit: JSON.stringify({ l: "/bn/services", r: "WWW.Google.com", u: "utm_source=fb" }),
    }),
    headers: { Cookie: "form_started=1abc.def.ghi", Referer: `https://site.test${page}` },
  });
}

/** A route's action, called as React Router calls it with what it reads. */
type Action = (args: never) => Promise<unknown>;
const send = (action: Action, page: string, fields: Record<string, string>, ip = "203.0.113.7") =>
  action({ request: post(page, fields), context: outage(ip) } as never);

beforeAll(async () => {
  await loadAllCopies();
  dir = await mkdtemp(path.join(tmpdir(), "journal-check-"));
  journal = new SubmissionJournal(path.join(dir, "submissions-3001.jsonl"), log);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a kept entry read back from the journal", () => {
  it("passes as the forms kept it during an outage, and is stored as it was kept", async () => {
    await send(contact, "/bn/contact?utm_campaign=eid", {
      "f-name": "শিরিন",
      "l-name": "Akter",
      email: " Shirin@Example.com ",
      phone: "০১৭১২-৩৪৫৬৭৮",
      suject: "A shop",
      message: "We need an online shop\r\nfor our bakery in Mirpur.",
      terms: "on",
    });
    await send(landing, `/${landingSlugs[0]}`, {
      name: "Karim Uddin",
      email: "karim@example.com",
      phone: "+971 50 123 4567",
      message: "A booking system for our clinic.",
    });
    const arabic = quoteChoicesIn(copyFor("ar" satisfies Locale));
    await send(
      quote,
      "/ar/request-quote",
      {
        name: "Omar",
        email: "omar@example.com",
        phone: "01812345678",
        company: "",
        service: arabic.services[0]!,
        plan: "",
        budget: "not-sure",
        timeline: "flexible",
        details: "An app for our school's parents and teachers.",
      },
      "::ffff:192.0.2.4",
    );
    await send(order, "/shop-details?product=domain-com-bd", {
      product: "domain-com-bd",
      name: "Shirin Akter",
      email: "shirin@example.com",
      phone: "01712-345678",
      domain: "https://www.ShirinsBakery.com.bd/",
      period: "2",
      payment: "bkash",
    });
    await send(newsletter, "/newsletter", { email: "reader@example.com" }, "unknown");
    const request = post("/news/ai-software-dev", {
      name: "Rafi",
      email: "rafi@example.com",
      website: "https://rafi.example.com",
      comment: "Useful, thank you.",
      parent: "3",
      remember: "on",
    });
    await submitForm({
      request,
      context: outage("2001:db8::7"),
      copy: copyFor("en"),
      form: "comment",
      schema: commentSchema(validationIn(copyFor("en"))),
      target: commentTarget({ language: "en", slug: "ai-software-dev" }),
    });

    const kept = await journal.entries();
    expect(kept.map((entry) => entry.submission.form)).toEqual([
      "contact",
      "contact",
      "quote",
      "order",
      "newsletter",
      "comment",
    ]);
    for (const entry of kept) {
      const { terms: _, ...value } = entry.submission.value as Record<string, unknown>;
      expect(await checkedEntry(entry)).toEqual({
        ...entry,
        submission: { ...entry.submission, value },
      });
    }
  });

  const valid = (): JournalEntry => ({
    id: "9b2f1c3e-4d5a-4b6c-8d7e-0f1a2b3c4d5e",
    receivedAt: "2026-11-27T05:00:00.000Z",
    submission: {
      form: "newsletter",
      value: { email: "reader@example.com" },
      ip: "203.0.113.7",
      locale: "en",
      source: { path: "/newsletter", utm: null, landing: null, referrer: null },
    },
  });
  const changed = (change: (entry: Record<string, unknown>) => void) => {
    const entry = structuredClone(valid()) as unknown as Record<string, unknown>;
    change(entry);
    return entry;
  };
  const submission = (entry: Record<string, unknown>) =>
    entry.submission as Record<string, unknown>;

  it.each([
    ["no id", changed((entry) => delete entry.id), /^id: /],
    [
      "an unknown form",
      changed((entry) => (submission(entry).form = "survey")),
      /^submission\.form/,
    ],
    ["an unknown language", changed((entry) => (submission(entry).locale = "xx")), /locale/],
    [
      "an address that is not one",
      changed((entry) => (submission(entry).ip = "x".repeat(500))),
      /ip/,
    ],
    [
      "a page that is not a path",
      changed((entry) => (submission(entry).source = { path: "/a b", utm: null })),
      /source\.path/,
    ],
    [
      "campaign tags utmOf would not keep",
      changed((entry) => (submission(entry).source = { path: "/", utm: { evil: "x" } })),
      /source\.utm/,
    ],
    ["an unknown reason to hold it", changed((entry) => (entry.heldFor = "bored")), /heldFor/],
    [
      "a comment with no post",
      changed((entry) => {
        submission(entry).form = "comment";
        submission(entry).value = { name: "Rafi", email: "rafi@example.com", comment: "Good." };
      }),
      /target/,
    ],
    [
      "an order reference not of the site's making",
      changed((entry) => {
        Object.assign(submission(entry), {
          form: "order",
          reference: "NL-ABC\n",
          value: {
            product: "domain-com-bd",
            name: "Shirin",
            email: "shirin@example.com",
            phone: "+8801712345678",
            domain: "shirinsbakery.com.bd",
            period: 2,
            payment: "bkash",
          },
        });
      }),
      /reference/,
    ],
    [
      "a control character in a message",
      changed((entry) => {
        Object.assign(submission(entry), {
          form: "quote",
          value: {
            name: "Omar",
            email: "omar@example.com",
            phone: "+8801812345678",
            service: quoteChoicesIn(copyFor("en")).services[0],
            budget: "not-sure",
            timeline: "flexible",
            details: "An app for our school.\u0007",
          },
        });
      }),
      /details/,
    ],
  ])("refuses one with %s", async (_, entry, fault) => {
    const refused = await checkedEntry(entry).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnfitEntry);
    expect((refused as UnfitEntry).message).toMatch(fault);
  });

  it("passes the entry these are changed from, and leaves out what the store does not read", async () => {
    const entry = changed((entry) => {
      entry.refusals = 2;
      submission(entry).sentAt = "2020-01-01T00:00:00.000Z";
      (submission(entry).value as Record<string, unknown>).extra = "x";
    });
    expect(await checkedEntry(entry)).toEqual(valid());
  });
});
