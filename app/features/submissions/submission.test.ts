import { describe, expect, it, vi } from "vitest";
import { copyFor } from "~/content/copy";
import type { GuardVerdict } from "./guard.server";
import { handleFormSubmission } from "./guard-submission.server";
import { newsletterSchema } from "~/lib/forms/newsletter";

const en = copyFor("en");

/** Sends one submission through the shared path with abuse checks that give `verdict`. */
async function submit(
  body: string | URLSearchParams,
  verdict: GuardVerdict = { kind: "ok" },
  kept = true,
  failing: { check?: unknown; save?: unknown; hold?: unknown; keep?: unknown } = {},
) {
  const fail = (error: unknown) => async () => {
    throw error;
  };
  const save = vi.fn(failing.save ? fail(failing.save) : async () => {});
  const hold = vi.fn(failing.hold ? fail(failing.hold) : async () => kept);
  const keep = vi.fn(failing.keep ? fail(failing.keep) : async () => {});
  const log = { info: vi.fn(), error: vi.fn() };
  const request = new Request("http://site.test/newsletter", {
    method: "POST",
    body,
    headers:
      typeof body === "string" ? { "Content-Type": "multipart/form-data; boundary=x" } : undefined,
  });
  const answer = await handleFormSubmission({
    request,
    context: {
      guard: {
        check: failing.check ? fail(failing.check) : async () => verdict,
        tokenCookie: () => "form_started=fresh",
      },
      log,
      ip: "192.0.2.1",
      submissionId: "a-ticket",
    },
    copy: en,
    form: "newsletter",
    schema: newsletterSchema(en.forms.validation),
    save,
    hold,
    keep,
  });
  const headers = new Headers(answer.init?.headers);
  const cookie = headers.get("Set-Cookie");
  const retryAfter = headers.get("Retry-After");
  return { status: answer.init?.status, ...answer.data, cookie, retryAfter, save, hold, keep, log };
}

/** What the PostgreSQL driver throws when the server cannot be reached. */
const unreachable = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
  code: "ECONNREFUSED",
});
/** What SQLite throws when another connection holds the file longer than the busy timeout. */
const locked = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });

const good = () => new URLSearchParams({ email: " Reader@Example.com " });

describe("handleFormSubmission", () => {
  it("stores a valid submission, normalised, says it was sent and gives a fresh token", async () => {
    const { status, sent, result, save, hold, cookie } = await submit(good());
    expect(cookie).toBe("form_started=fresh");
    expect(status).toBe(200);
    expect(sent).toBe(true);
    expect(save).toHaveBeenCalledWith({ email: "reader@example.com" }, expect.any(FormData));
    expect(hold).not.toHaveBeenCalled();
    expect(result.initialValue ?? null).toBeNull();
    expect(result.error ?? {}).toEqual({});
  });

  it("returns invalid input with the field's message in the page's language and stores nothing", async () => {
    const { status, sent, result, save } = await submit(new URLSearchParams({ email: "nope" }));
    expect(status).toBe(400);
    expect(sent).toBe(false);
    expect(result.error?.email).toEqual([en.forms.validation.email.invalid]);
    expect(result.initialValue).toEqual({ email: "nope" });
    expect(save).not.toHaveBeenCalled();
  });

  it("answers suspected spam as it answers a person, but holds it instead of storing it", async () => {
    const { status, sent, save, hold, log } = await submit(good(), {
      kind: "spam",
      reason: "too-fast",
    });
    expect(status).toBe(200);
    expect(sent).toBe(true);
    expect(save).not.toHaveBeenCalled();
    expect(hold).toHaveBeenCalledWith(
      { email: "reader@example.com" },
      "too-fast",
      expect.any(FormData),
    );
    expect(log.info).toHaveBeenCalledWith(
      { form: "newsletter", ip: "192.0.2.1", reason: "too-fast", kept: true },
      expect.stringContaining("suspected spam"),
    );
  });

  it("answers suspected spam over the address's limit the same way, and logs it as counted", async () => {
    const { status, sent, log } = await submit(good(), { kind: "spam", reason: "honeypot" }, false);
    expect(status).toBe(200);
    expect(sent).toBe(true);
    expect(log.info).toHaveBeenCalledWith(
      { form: "newsletter", ip: "192.0.2.1", reason: "honeypot", kept: false },
      expect.stringContaining("counted, not kept"),
    );
  });

  it("tells an over-eager sender how many minutes to wait, and stores nothing", async () => {
    const { status, sent, result, save } = await submit(good(), {
      kind: "rate-limited",
      retryAfterMs: 4 * 60_000 + 1,
    });
    expect(status).toBe(429);
    expect(sent).toBe(false);
    expect(result.error?.[""]).toEqual([en.forms.rateLimited.other.replace("{count}", "5")]);
    expect(save).not.toHaveBeenCalled();
    const single = await submit(good(), { kind: "rate-limited", retryAfterMs: 10_000 });
    expect(single.result.error?.[""]).toEqual([en.forms.rateLimited.one.replace("{count}", "1")]);
  });

  it("answers a body it cannot read with a readable 400", async () => {
    const { status, sent, result, save } = await submit("--x\r\nnot a multipart body");
    expect(status).toBe(400);
    expect(sent).toBe(false);
    expect(result.error?.[""]).toEqual([en.forms.invalidRequest]);
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps a submission on the instance and thanks the visitor while the database is unavailable", async () => {
    const stored = await submit(good(), { kind: "ok" }, true, { save: unreachable });
    expect(stored).toMatchObject({ status: 200, sent: true });
    expect(stored.keep).toHaveBeenCalledWith(
      { email: "reader@example.com" },
      {},
      expect.any(FormData),
    );
    // The checks that need the database (the rate limit, the token) wait for it with the token.
    const unchecked = await submit(
      new URLSearchParams({ email: "reader@example.com" }),
      { kind: "ok" },
      true,
      { check: locked },
    );
    expect(unchecked.status).toBe(200);
    expect(unchecked.save).not.toHaveBeenCalled();
    expect(unchecked.keep).toHaveBeenCalledWith(
      { email: "reader@example.com" },
      { token: undefined },
      expect.any(FormData),
    );
    // What the checks held is held when the database is back.
    const held = await submit(good(), { kind: "spam", reason: "too-fast" }, true, {
      hold: unreachable,
    });
    expect(held.status).toBe(200);
    expect(held.keep).toHaveBeenCalledWith(
      { email: "reader@example.com" },
      { heldFor: "too-fast" },
      expect.any(FormData),
    );
  });

  it("gives the form back with what was typed and a 503 to retry when it cannot be kept either", async () => {
    const { status, sent, result, retryAfter, log } = await submit(good(), { kind: "ok" }, true, {
      save: unreachable,
      keep: new Error("ENOSPC: no space left on device"),
    });
    expect(status).toBe(503);
    expect(retryAfter).toBe("30");
    expect(sent).toBe(false);
    expect(result.error?.[""]).toEqual([en.forms.unavailable]);
    expect(result.initialValue).toEqual({ email: " Reader@Example.com " });
    expect(log.error).toHaveBeenCalled();
  });

  it("takes a connection lost in the middle of a transaction for an outage too", async () => {
    // What pg says of a query (the transaction's next, or its rollback) on a connection that
    // broke under it.
    const broken = new Error("Client has encountered a connection error and is not queryable");
    const kept = await submit(good(), { kind: "ok" }, true, { save: broken });
    expect(kept).toMatchObject({ status: 200, sent: true });
    expect(kept.keep).toHaveBeenCalled();
  });

  it("lets any other error of the database through: a fault is not taken for an outage", async () => {
    await expect(
      submit(good(), { kind: "ok" }, true, { save: new Error("column x does not exist") }),
    ).rejects.toThrow("column x does not exist");
  });
});
