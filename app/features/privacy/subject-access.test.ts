import { expect, it } from "vitest";
import { freshBackendEach } from "../../../tests/support/backend";
import { contactForm } from "../../../tests/support/leads";
import { describeEachStore } from "../../../tests/support/stores";
import {
  DATA_LINK_TTL_MS,
  dataLinkToken,
  emailOfDataLink,
  personalData,
  requestPersonalData,
} from "./subject-access.server";
import { saveSubmission, type Submission } from "~/features/submissions/submissions.server";

const SHIRIN = "shirin.akter@example.com";

describeEachStore("a copy of a person's data", (store) => {
  const fresh = freshBackendEach(store);

  it("seals a link for one address for a day; an altered, foreign or late one names no one", () => {
    const at = Date.parse("2026-11-27T04:00:00Z");
    const token = dataLinkToken("secret", SHIRIN, at);
    expect(emailOfDataLink("secret", token, at + 1000)).toBe(SHIRIN);
    expect(emailOfDataLink("secret", token, at + DATA_LINK_TTL_MS + 1)).toBeNull();
    expect(emailOfDataLink("another secret", token, at)).toBeNull();
    // Whom it is for cannot be read from it, in any of its spellings.
    const bytes = Buffer.from(token, "base64url");
    for (const text of [token, bytes.toString("latin1"), bytes.toString("utf8")]) {
      expect(text.toLowerCase()).not.toContain("shirin");
      expect(text).not.toContain(Buffer.from(SHIRIN).toString("base64url").slice(0, 12));
    }
    // Two links for the same address differ, so one cannot be recognised by another.
    expect(dataLinkToken("secret", SHIRIN, at)).not.toBe(token);
    // Any one character changed, a part cut off or added, and it names no one.
    for (const at_ of [0, Math.floor(token.length / 2), token.length - 1]) {
      const changed = token.slice(0, at_) + (token[at_] === "A" ? "B" : "A") + token.slice(at_ + 1);
      expect(emailOfDataLink("secret", changed, at)).toBeNull();
    }
    expect(emailOfDataLink("secret", token.slice(0, -4), at)).toBeNull();
    expect(emailOfDataLink("secret", `${token}AAAA`, at)).toBeNull();
    expect(emailOfDataLink("secret", `${token}.x`, at)).toBeNull();
    expect(emailOfDataLink("secret", "", at)).toBeNull();
  });

  it("mails the link to an address the site knows, in the page's language, and to no other", async () => {
    await saveSubmission(fresh.backend, {
      form: "contact",
      value: contactForm("A website for our bakery", { email: SHIRIN }),
      ip: "203.0.113.7",
      locale: "bn",
    } as Submission);
    await requestPersonalData(fresh.backend, "nobody@example.com", "en");
    await requestPersonalData(fresh.backend, SHIRIN.toUpperCase(), "bn");
    const links = await fresh.backend.db
      .selectFrom("outbox")
      .select(["to_address", "text_body"])
      .where("text_body", "like", "%my-data?token=%")
      .execute();
    expect(links.map((mail) => mail.to_address)).toEqual([SHIRIN]);
    const token = /\/bn\/my-data\?token=(\S+)/.exec(links[0]!.text_body)![1]!;
    expect(emailOfDataLink(fresh.backend.secret, token)).toBe(SHIRIN);
    expect(links[0]!.text_body).toContain("হ্যালো");

    const copy = await personalData(fresh.backend.db, SHIRIN);
    expect(copy.about).toBe(SHIRIN);
    expect(copy.leads).toMatchObject([{ email: SHIRIN, subject: "A website for our bakery" }]);
    expect(copy.contactMessages).toHaveLength(1);
    expect(copy.emails.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(copy)).not.toMatch(/claim_token|unsubscribe_token|confirm_token_hash/);
    expect(
      JSON.stringify(await personalData(fresh.backend.db, "nobody@example.com")),
    ).not.toContain(SHIRIN);
  });

  it("hands out only what is about the address itself, never an address that ends like it", async () => {
    const send = (email: string, subject: string) =>
      saveSubmission(fresh.backend, {
        form: "contact",
        value: contactForm(subject, { email }),
        ip: "203.0.113.9",
        locale: "en",
      } as Submission);
    await send("victoria.secret@gmail.com", "Our confidential budget is 50 lakh");
    await send("rahim@grameen.com.bd", "A portal for our branches");
    await send("anna.karim@example.com", "Anna's app");
    for (const asked of ["secret@gmail.com", "rahim@grameen.com", "a.karim@example.com"]) {
      await requestPersonalData(fresh.backend, asked, "en");
      const copy = JSON.stringify(await personalData(fresh.backend.db, asked));
      expect(copy, asked).not.toMatch(/victoria|confidential|grameen\.com\.bd|branches|anna/i);
    }
    const links = await fresh.backend.db
      .selectFrom("outbox")
      .select("to_address")
      .where("text_body", "like", "%my-data?token=%")
      .execute();
    expect(links).toEqual([]);
  });

  it("mails one link an hour to an address, however often and from wherever it is asked for", async () => {
    await saveSubmission(fresh.backend, {
      form: "contact",
      value: contactForm("A website for our bakery", { email: SHIRIN }),
      ip: "203.0.113.7",
      locale: "en",
    } as Submission);
    for (let i = 0; i < 5; i++) await requestPersonalData(fresh.backend, SHIRIN, "en");
    const links = await fresh.backend.db
      .selectFrom("outbox")
      .select("to_address")
      .where("text_body", "like", "%my-data?token=%")
      .execute();
    expect(links).toEqual([{ to_address: SHIRIN }]);
  });
});
