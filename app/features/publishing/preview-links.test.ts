import { describe, expect, it } from "vitest";
import {
  draftPreviewKey,
  isDraftPreviewKey,
  PREVIEW_DAYS,
  previewToken,
  readPreviewToken,
} from "./preview-links.server";

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

  it("keep the key to unsaved words to its version, its secret and half a day", () => {
    const now = Date.UTC(2026, 10, 29, 9);
    const key = draftPreviewKey("secret", ENTRY, "bn", now);
    expect(isDraftPreviewKey("secret", ENTRY, "bn", key, now)).toBe(true);
    expect(isDraftPreviewKey("secret", ENTRY, "bn", key, now + 11 * 3600_000)).toBe(true);
    expect(isDraftPreviewKey("secret", ENTRY, "bn", key, now + 12 * 3600_000)).toBe(false);
    expect(isDraftPreviewKey("secret", ENTRY, "ar", key, now)).toBe(false);
    expect(isDraftPreviewKey("other secret", ENTRY, "bn", key, now)).toBe(false);
    // A preview link's own signature opens nothing unsaved.
    const token = previewToken("secret", ENTRY, "bn", now);
    expect(isDraftPreviewKey("secret", ENTRY, "bn", token.split(".").slice(2).join("."), now)).toBe(
      false,
    );
    expect(isDraftPreviewKey("secret", ENTRY, "bn", null, now)).toBe(false);
  });
});
