import { describe, expect, it } from "vitest";
import { mentionsPerson } from "./erase.server";

const email = (value: string) => ({ kind: "email", value }) as const;
const phone = (value: string) => ({ kind: "phone", value }) as const;

describe("mentionsPerson", () => {
  it("finds an address only whole, in any case and between any punctuation", () => {
    const text =
      'Name: Victoria\nE-mail: Victoria.Secret@Gmail.com\n{"email":"rahim@grameen.com.bd"}';
    expect(mentionsPerson(text, email("victoria.secret@gmail.com"))).toBe(true);
    expect(mentionsPerson(text, email("secret@gmail.com"))).toBe(false);
    expect(mentionsPerson(text, email("rahim@grameen.com.bd"))).toBe(true);
    expect(mentionsPerson(text, email("rahim@grameen.com"))).toBe(false);
    expect(mentionsPerson("Write to <t@gmail.com>.", email("t@gmail.com"))).toBe(true);
    expect(mentionsPerson("Write to at@gmail.com.", email("t@gmail.com"))).toBe(false);
  });

  it("finds a number however it is written, and never a longer one", () => {
    const key = phone("+8801911223344");
    expect(mentionsPerson("Phone: +880 1911-223344", key)).toBe(true);
    expect(mentionsPerson('{"phone":"01911223344"}', key)).toBe(true);
    expect(mentionsPerson("Phone: +880 1911-223345", key)).toBe(false);
    expect(mentionsPerson("Order 8801911223344999", key)).toBe(false);
  });
});
