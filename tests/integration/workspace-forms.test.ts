import { beforeAll, beforeEach, expect, it } from "vitest";
import { freshBackendEach } from "../support/backend";
import { contactForm } from "../support/leads";
import { describeEachStore } from "../support/stores";
import {
  action as campaignAction,
  loader as campaignLoader,
} from "~/features/newsletter/routes/campaign";
import { action as commentsAction } from "~/features/comments/routes/comments";
import {
  action as contactAction,
  loader as contactLoader,
} from "~/features/leads/routes/contact-record";
import {
  action as editorAction,
  loader as editorLoader,
} from "~/features/publishing/routes/content-edit";
import { action as leadAction, loader as leadLoader } from "~/features/leads/routes/lead";
import { action as peopleAction } from "~/features/staff/routes/people";
import {
  action as privacyAction,
  loader as privacyLoader,
} from "~/features/privacy/routes/privacy";
import { loadCopy, locales } from "~/content/copy";
import { workspaceCopy as words } from "~/content/workspace";
import { addWorkingDays } from "~/lib/working-days";
import { dhakaDay } from "~/lib/dhaka-time";
import { staffContext, requestContext } from "~/platform/context.server";
import { workingWeek } from "~/features/leads/follow-up.server";
import { saveContactMessage } from "~/features/leads/leads.server";
import type { SignedIn } from "~/features/staff/workspace-auth.server";

/** What a route answered, returned or thrown: its status, where it sends the browser, its data. */
type Answer = { status: number; location: string | null; data: unknown };

async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    if (thrown instanceof Response || isData(thrown)) value = thrown;
    else throw thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("Location"), data: null };
  }
  if (isData(value)) {
    return { status: value.init?.status ?? 200, location: null, data: value.data };
  }
  return { status: 200, location: null, data: value };
}

/** What `data()` gives: the value and the response's status. */
const isData = (value: unknown): value is { data: unknown; init: ResponseInit | null } =>
  typeof value === "object" && value !== null && "data" in value && "init" in value;

describeEachStore("the workspace's forms, sent what no person types", (store) => {
  const fresh = freshBackendEach(store);
  // The server loads every language's copy as it starts; a lead's page names each language.
  beforeAll(() => Promise.all(locales.map(loadCopy)));

  /** An owner signed in, as the workspace's middleware hands them to the routes. */
  let signedIn: SignedIn | undefined;
  beforeEach(() => {
    signedIn = undefined;
  });
  async function owner(): Promise<SignedIn> {
    const { workspace } = fresh.backend;
    const password = await workspace.accounts.add("owner@nakshilabs.com.bd", {
      role: "owner",
      name: "Owner",
    });
    const result = await workspace.signIn("owner@nakshilabs.com.bd", password, "10.0.0.1");
    if (result.kind !== "signed-in") throw new Error(`not signed in: ${result.kind}`);
    return (await workspace.signedIn(result.setCookies[0]!.split(";")[0]!))!;
  }

  /** The arguments React Router gives a workspace route for one request. */
  async function argsFor(
    path: string,
    params: Record<string, string>,
    form?: Record<string, string>,
  ) {
    const context = requestContext(fresh.backend, { ip: "10.0.0.1" });
    context.set(staffContext, (signedIn ??= await owner()));
    const request = new Request(
      `https://site.test${path}`,
      form ? { method: "POST", body: new URLSearchParams(form) } : {},
    );
    // Only what the workspace's routes read: a request, its route's parameters and the context.
    return { request, params, context } as never;
  }

  async function aLead() {
    const { db, outbox } = fresh.backend;
    const id = await saveContactMessage(
      db,
      outbox,
      { address: "hello@nakshilabs.com.bd", publicUrl: "https://site.test" },
      contactForm("Shop website"),
      "203.0.113.7",
    );
    const { contact_id } = await db
      .selectFrom("leads")
      .select("contact_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { id, contactId: contact_id! };
  }

  const soon = () => addWorkingDays(dhakaDay(Date.now()), 3, workingWeek());

  it("stores a lead's reply, note, next step, lost reason and call without their NUL", async () => {
    const { id } = await aLead();
    const post = (form: Record<string, string>) =>
      answerOf(async () =>
        leadAction(await argsFor(`/admin/leads/${id}`, { id: String(id) }, form)),
      );
    const changes: Record<string, string>[] = [
      { intent: "reply", language: "en", subject: "s\u0000ubject", body: "b\u0000ody" },
      { intent: "note", note: "n\u0000ote" },
      { intent: "next-step", what: "w\u0000hat", due: soon() },
      { intent: "log", kind: "call", outcome: "interested", summary: "s\u0000ummary" },
      { intent: "status", status: "lost", lostReason: "r\u0000eason" },
    ];
    for (const change of changes) {
      const answer = await post(change);
      expect(answer.status, change.intent).toBe(302);
      expect(answer.location, change.intent).toMatch(new RegExp(`^/admin/leads/${id}\\?saved=`));
    }
    const lead = await fresh.backend.db
      .selectFrom("leads")
      .select(["next_step", "lost_reason"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // Lost, the lead has no next step left; the history keeps the step's words, without the NUL.
    expect(lead).toEqual({ next_step: null, lost_reason: "reason" });
    const events = await fresh.backend.db
      .selectFrom("lead_events")
      .select("body")
      .where("lead_id", "=", id)
      .execute();
    const bodies = events.map((event) => event.body ?? "");
    expect(bodies).toEqual(expect.arrayContaining(["note", "what", "summary"]));
    expect(bodies.join("")).not.toContain("\u0000");
  });

  it("answers a next step without a day, or with no real day, with the form's own message", async () => {
    const { id } = await aLead();
    const e = words.lead.errors;
    const cases: [Record<string, string>, string][] = [
      [{ intent: "next-step", what: "Call", due: "x" }, e["next-step-day"]],
      [{ intent: "next-step", what: "Call", due: "2026-13-45" }, e["next-step-day"]],
      [{ intent: "next-step", what: "Call", due: "" }, e["next-step-day"]],
      [{ intent: "next-step", due: "x" }, e["next-step"]],
      [{ intent: "next-step", what: "Call", dueQuick: "\u2028" }, e["next-step-day"]],
    ];
    for (const [form, message] of cases) {
      const answer = await answerOf(async () =>
        leadAction(await argsFor(`/admin/leads/${id}`, { id: String(id) }, form)),
      );
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect((answer.data as { error: string }).error, JSON.stringify(form)).toBe(message);
    }
  });

  it("answers a next step on the calendar's last day, which has no next working day", async () => {
    const { id } = await aLead();
    const answer = await answerOf(async () =>
      leadAction(
        await argsFor(
          `/admin/leads/${id}`,
          { id: String(id) },
          {
            intent: "next-step",
            what: "Call",
            due: "9999-12-31",
          },
        ),
      ),
    );
    expect(answer.status).toBe(400);
  });

  it("shows a lead, a contact and a campaign without a notice the address makes up", async () => {
    const { id, contactId } = await aLead();
    for (const saved of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      const lead = await leadLoader(
        await argsFor(`/admin/leads/${id}?saved=${saved}`, { id: String(id) }),
      );
      expect(lead.saved, saved).toBeNull();
      const contact = await contactLoader(
        await argsFor(`/admin/contacts/${contactId}?saved=${saved}`, { id: String(contactId) }),
      );
      expect(contact.saved, saved).toBeNull();
      const campaign = await campaignLoader(
        await argsFor(`/admin/campaigns/new?notice=${saved}`, {}),
      );
      expect(campaign.notice, saved).toBeNull();
    }
    const lead = await leadLoader(
      await argsFor(`/admin/leads/${id}?saved=note`, { id: String(id) }),
    );
    expect(lead.saved).toBe("note");
  });

  it("keeps a contact's notes, a campaign's name and an account's address without NUL", async () => {
    const { contactId } = await aLead();
    const { db } = fresh.backend;
    const notes = await answerOf(async () =>
      contactAction(
        await argsFor(
          `/admin/contacts/${contactId}`,
          { id: String(contactId) },
          {
            intent: "notes",
            notes: "a\u0000b",
          },
        ),
      ),
    );
    expect(notes).toMatchObject({
      status: 302,
      location: `/admin/contacts/${contactId}?saved=notes`,
    });
    const contact = await db
      .selectFrom("contacts")
      .select("notes")
      .where("id", "=", contactId)
      .executeTakeFirstOrThrow();
    expect(contact.notes).toBe("ab");

    const campaign = await answerOf(async () =>
      campaignAction(
        await argsFor(
          "/admin/campaigns/new",
          {},
          {
            intent: "save",
            name: "a\u0000b",
            source: "issue",
            "subject-en": "News\u0000",
            "body-en": "Line one\r\nLine two\u0000",
          },
        ),
      ),
    );
    expect(campaign.status).toBe(302);
    const saved = await db
      .selectFrom("campaigns")
      .select(["name", "issue"])
      .executeTakeFirstOrThrow();
    expect(saved.name).toBe("ab");
    expect(JSON.parse(saved.issue!).en).toEqual({ subject: "News", body: "Line one\nLine two" });

    const invited = await answerOf(async () =>
      peopleAction(
        await argsFor(
          "/admin/people",
          {},
          { intent: "invite", email: "x\u0000@y.zz", name: "X\u0000", role: "sales" },
        ),
      ),
    );
    expect(invited.status).toBe(200);
    const invitation = await db
      .selectFrom("staff_invitations")
      .select(["email", "name"])
      .executeTakeFirstOrThrow();
    expect(invitation).toEqual({ email: "x@y.zz", name: "X" });
    await fresh.backend.workspace.accounts.add("x@y.zz", { role: "sales" });
    const reset = await answerOf(async () =>
      peopleAction(await argsFor("/admin/people", {}, { intent: "reset", email: "x\u0000@y.zz" })),
    );
    expect(reset.status).toBe(200);
  });

  it("asks about no person whose address has a control character in it", async () => {
    const page = await privacyLoader(await argsFor("/admin/privacy?who=a%00@b.co", {}));
    expect(page).toMatchObject({ asked: "a\u0000@b.co", who: null, found: null });
    const erased = await answerOf(async () =>
      privacyAction(await argsFor("/admin/privacy", {}, { who: "a\u0000@b.co", confirm: "yes" })),
    );
    expect(erased.status).toBe(200);
    const refused = await answerOf(async () =>
      privacyAction(await argsFor("/admin/privacy", {}, { who: "a\u200E@b.co", confirm: "yes" })),
    );
    expect(refused).toMatchObject({ status: 400, data: { error: words.privacy.notAKey } });
  });

  it("moderates comments only with a decision it knows", async () => {
    for (const decision of ["__proto__", "constructor", "toString"]) {
      const answer = await answerOf(async () =>
        commentsAction(await argsFor("/admin/comments", {}, { decision, id: "1" })),
      );
      expect(answer).toMatchObject({ status: 200, data: { error: words.failed } });
    }
  });

  it("restores only a revision written as a number, and names that number in the address", async () => {
    const { content } = fresh.backend;
    const page = {
      kind: "page",
      title: "About the shop",
      slug: "about-the-shop",
      description: "What the shop sells and where it is.",
      body: "First words.",
    };
    const created = await answerOf(async () =>
      editorAction(
        await argsFor("/admin/content/new/en", { language: "en" }, { ...page, intent: "draft" }),
      ),
    );
    expect(created.status).toBe(302);
    const entryId = /^\/admin\/content\/([0-9a-z]{26})\/en\?/.exec(created.location ?? "")![1]!;
    const params = { id: entryId, language: "en" };
    const updated = await answerOf(async () =>
      editorAction(
        await argsFor(`/admin/content/${entryId}/en`, params, {
          ...page,
          body: "Second words.",
          baseRevision: "1",
          intent: "draft",
        }),
      ),
    );
    expect(updated.status).toBe(302);
    for (const revision of ["\n1", "\u20281", " 1", "1\r\nSet-Cookie: x=1", "0x1", "1e0"]) {
      const answer = await answerOf(async () =>
        editorAction(
          await argsFor(`/admin/content/${entryId}/en`, params, {
            intent: "restore",
            revision,
            baseRevision: "2",
          }),
        ),
      );
      expect(answer.status, JSON.stringify(revision)).toBe(404);
    }
    const restored = await answerOf(async () =>
      editorAction(
        await argsFor(`/admin/content/${entryId}/en`, params, {
          intent: "restore",
          revision: "1",
          baseRevision: "2",
        }),
      ),
    );
    expect(restored).toMatchObject({
      status: 302,
      location: `/admin/content/${entryId}/en?saved=restore&revision=1`,
    });
    expect((await content.store.entry(entryId))?.versions[0]?.body).toBe("First words.");

    for (const saved of ["__proto__", "constructor", "restore"]) {
      const shown = await editorLoader(
        await argsFor(`/admin/content/${entryId}/en?saved=${saved}`, params),
      );
      expect(shown.saved, saved).toBe(saved === "restore" ? "restore" : null);
    }
  });
});
