import { describe, expect, it } from "vitest";
import { PREVIEW_DAYS, previewToken, readPreviewToken } from "./preview-links.server";

const ENTRY = "0123456789abcdefghjkmnpqrs";
const DAY = 24 * 3600 * 1000;

describe("private preview links", () => {
  it("name their version until they expire", () => {
    const now = Date.UTC(2026, 10, 25, 9);
    const token = previewToken("secret", ENTRY, "bn", now);
    expect(readPreviewToken("secret", token, now)).toEqual({ entryId: ENTRY, language: "bn" });
    expect(readPreviewToken("secret", token, now + (PREVIEW_DAYS - 1) * DAY)).not.toBeNull();
    expect(readPreviewToken("secret", token, now + PREVIEW_DAYS * DAY)).toBeNull();
  });

  it("are refused when altered, signed with another secret or not a token at all", () => {
    const token = previewToken("secret", ENTRY, "en");
    expect(readPreviewToken("other secret", token)).toBeNull();
    expect(readPreviewToken("secret", token.replace(".en.", ".bn."))).toBeNull();
    const [entry, language, , signature] = token.split(".");
    const later = (Math.floor(Date.now() / 1000) + 365 * 24 * 3600).toString(36);
    expect(readPreviewToken("secret", [entry, language, later, signature].join("."))).toBeNull();
    expect(readPreviewToken("secret", "")).toBeNull();
    expect(readPreviewToken("secret", `${token}x`)).toBeNull();
  });
});
