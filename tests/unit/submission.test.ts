import { describe, expect, it, vi } from "vitest";
import { copyFor } from "~/content/copy";
import type { GuardVerdict } from "~/form-guard/guard.server";
import { handleFormSubmission } from "~/form-guard/submission.server";
import { newsletterSchema } from "~/lib/forms/newsletter";

const en = copyFor("en");

/** Sends one submission through the shared path with abuse checks that give `verdict`. */
async function submit(
  body: string | URLSearchParams,
  verdict: GuardVerdict = { kind: "ok" },
  kept = true,
) {
  const save = vi.fn(async () => {});
  const hold = vi.fn(async () => kept);
  const log = { info: vi.fn() };
  const request = new Request("http://site.test/newsletter", {
    method: "POST",
    body,
    headers:
      typeof body === "string" ? { "Content-Type": "multipart/form-data; boundary=x" } : undefined,
  });
  const answer = await handleFormSubmission({
    request,
    context: {
      guard: { check: async () => verdict, tokenCookie: () => "form_started=fresh" },
      log,
      ip: "192.0.2.1",
    },
    copy: en,
    form: "newsletter",
    schema: newsletterSchema(en.forms.validation),
    save,
    hold,
  });
  const cookie = new Headers(answer.init?.headers).get("Set-Cookie");
  return { status: answer.init?.status, ...answer.data, cookie, save, hold, log };
}

const good = () => new URLSearchParams({ email: " Reader@Example.com " });

describe("handleFormSubmission", () => {
  it("stores a valid submission, normalised, says it was sent and gives a fresh token", async () => {
    const { status, sent, result, save, hold, cookie } = await submit(good());
    expect(cookie).toBe("form_started=fresh");
    expect(status).toBe(200);
    expect(sent).toBe(true);
    expect(save).toHaveBeenCalledWith({ email: "reader@example.com" });
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
    expect(hold).toHaveBeenCalledWith({ email: "reader@example.com" }, "too-fast");
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
});
