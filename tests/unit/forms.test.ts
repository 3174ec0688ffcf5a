import { describe, expect, it } from "vitest";
import { copyFor, loadAllCopies, validationIn } from "~/content/copy";
import { quoteChoicesIn } from "~/content/quote";
import { orderChoices } from "~/content/shop";
import { commentSchema as commentSchemaFor } from "~/lib/forms/comment";
import { contactSchema as contactSchemaFor } from "~/lib/forms/contact";
import { orderSchema as orderSchemaFor } from "~/lib/forms/order";
import { quoteSchema as quoteSchemaFor } from "~/lib/forms/quote";

import { cleanFormData } from "~/lib/forms/fields";

const en = copyFor("en");
const contactSchema = contactSchemaFor(en.forms.validation);
const quoteSchema = quoteSchemaFor(en.forms.validation, quoteChoicesIn(en));
const commentSchema = commentSchemaFor(en.forms.validation);

const contact = {
  "f-name": "Rahim",
  "l-name": "Uddin",
  email: "Rahim@Example.com ",
  phone: "01712-345678",
  suject: "New website",
  message: "We need a new website for our shop.",
  terms: "on",
};

describe("contact form schema", () => {
  it("accepts a good message, normalising e-mail and phone", () => {
    const value = contactSchema.parse(contact);
    expect(value.email).toBe("rahim@example.com");
    expect(value.phone).toBe("+8801712345678");
  });
  it("lets the phone be left out", () => {
    expect(contactSchema.parse({ ...contact, phone: undefined }).phone).toBeUndefined();
  });
  it("explains each problem", () => {
    const result = contactSchema.safeParse({
      ...contact,
      email: "nope",
      phone: "12345",
      terms: undefined,
      message: "hi",
    });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["email", "phone", "terms", "message"]));
    expect(result.error!.issues.find((i) => i.path[0] === "phone")!.message).toMatch(
      /^Please enter a phone number: a Bangladeshi one like 01700-000000, or any other with its country code/,
    );
  });
  it("limits field lengths", () => {
    expect(contactSchema.safeParse({ ...contact, message: "x".repeat(5001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, "f-name": "x".repeat(81) }).success).toBe(false);
  });
});

describe("quote form schema", () => {
  const quote = {
    name: "Karim",
    email: "k@example.com",
    phone: "+880 1812 345678",
    service: "hosting",
    plan: "power",
    budget: "not-sure",
    timeline: "asap",
    details: "Hosting for our company website please.",
  };
  it("accepts a good request", () => {
    expect(quoteSchema.parse(quote).plan).toBe("power");
  });
  it("refuses values outside the lists", () => {
    expect(quoteSchema.safeParse({ ...quote, plan: "gold" }).success).toBe(false);
    expect(quoteSchema.safeParse({ ...quote, service: "magic" }).success).toBe(false);
    expect(quoteSchema.safeParse({ ...quote, budget: "" }).success).toBe(false);
  });
});

describe("comment form schema", () => {
  it("needs an http(s) website when one is given", () => {
    const comment = { name: "A", email: "a@example.com", comment: "Nice post" };
    expect(commentSchema.safeParse({ ...comment, website: "javascript:alert(1)" }).success).toBe(
      false,
    );
    expect(commentSchema.parse({ ...comment, website: "https://example.com" }).website).toBe(
      "https://example.com",
    );
    expect(commentSchema.parse({ ...comment, website: "" }).website).toBeUndefined();
  });
});

describe("input cleaning and one-line fields", () => {
  it("drops control characters (NUL among them) and composes Unicode, keeping line breaks and tabs", () => {
    const raw = new FormData();
    raw.append("message", "hello\u0000 world\u0007\r\n\tnext line");
    raw.append("name", "Cafe\u0301");
    raw.append("na\u0000me2", "x");
    const cleaned = cleanFormData(raw);
    expect(cleaned.get("message")).toBe("hello world\r\n\tnext line");
    expect(cleaned.get("name")).toBe("Café");
    expect(cleaned.get("name2")).toBe("x");
  });

  it("refuses a line break in a one-line field, with the field's own message", () => {
    const forged = { ...contact, "f-name": "Rahim\r\nApprove: https://evil.example" };
    const result = contactSchema.safeParse(forged);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ["f-name"],
      message: en.forms.validation.lineBreak,
    });
    expect(contactSchema.safeParse({ ...contact, suject: "a\nb" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...contact, message: "line one\nline two" }).success).toBe(
      true,
    );
  });

  it("refuses a reply to a comment number no database can hold", () => {
    const comment = { name: "A", email: "a@example.com", comment: "Nice post" };
    expect(commentSchema.safeParse({ ...comment, parent: "9999999999" }).success).toBe(false);
    expect(commentSchema.parse({ ...comment, parent: "12" }).parent).toBe(12);
  });
});

describe("limits in a language's own digits", () => {
  it("writes a Bangla message's limit in Bengali digits", async () => {
    await loadAllCopies();
    const bn = copyFor("bn");
    const result = contactSchemaFor(validationIn(bn)).safeParse({
      ...contact,
      "f-name": "x".repeat(81),
    });
    const message = result.error!.issues.find((issue) => issue.path[0] === "f-name")!.message;
    expect(message).toContain("৮০");
    expect(message).not.toMatch(/\d/);
  });
});

describe("order form schema", () => {
  it("refuses a product the shop does not sell with a message, not an exception", () => {
    const schema = orderSchemaFor(en.forms.validation, orderChoices);
    const result = schema.safeParse({
      product: "no-such-plan",
      name: "Rahim Uddin",
      email: "rahim@example.com",
      phone: "01712-345678",
      domain: "example.com.bd",
      period: "12",
      payment: "bkash",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain("product");
  });
});
