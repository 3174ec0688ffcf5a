import { describe, expect, it } from "vitest";
import {
  isFiltered,
  leadFilterQuery,
  readLeadFilter,
  waitedAWorkingDay,
} from "~/lib/workspace/filter";
import { dhakaDay, dhakaDayEnd, dhakaDayStart } from "~/lib/dhaka-time";
import { leadChangeSchema } from "~/lib/forms/lead-change";
import { safeNext } from "~/features/staff/workspace-routes.server";

const allowed = { kinds: ["contact", "quote"], statuses: ["new", "won"], services: ["seo"] };

describe("the leads filter", () => {
  it("keeps known values and drops the rest", () => {
    const filter = readLeadFilter(
      new URLSearchParams(
        "kind=quote&status=bogus&service=seo&assignee=7&from=2026-11-01&to=2026-13-45&q=%20Rahim%20&page=3",
      ),
      allowed,
    );
    expect(filter).toEqual({
      kind: "quote",
      status: undefined,
      service: "seo",
      assignee: "7",
      from: "2026-11-01",
      to: undefined,
      q: "Rahim",
      page: 3,
    });
    expect(readLeadFilter(new URLSearchParams("assignee=x;drop&page=-2"), allowed)).toMatchObject({
      assignee: undefined,
      page: 1,
    });
  });

  it("writes itself back as a query string, with the page only when asked", () => {
    const filter = readLeadFilter(new URLSearchParams("q=a b&assignee=none&page=2"), allowed);
    expect(leadFilterQuery(filter)).toBe("?assignee=none&q=a+b");
    expect(leadFilterQuery(filter, 3)).toBe("?assignee=none&q=a+b&page=3");
    expect(isFiltered(filter)).toBe(true);
    expect(isFiltered({ page: 4 })).toBe(false);
    expect(leadFilterQuery({ page: 1 })).toBe("");
  });

  it("reads control characters in the search as spaces, and a search of nothing but them as none", () => {
    expect(readLeadFilter(new URLSearchParams("q=%00"), allowed).q).toBeUndefined();
    expect(readLeadFilter(new URLSearchParams("q=Rahim%00Traders%0A"), allowed).q).toBe(
      "Rahim Traders",
    );
  });
});

describe("Dhaka days and working days", () => {
  it("reads calendar days in Dhaka time (UTC+6)", () => {
    expect(dhakaDayStart("2026-11-23")).toBe("2026-11-22T18:00:00.000Z");
    expect(dhakaDayEnd("2026-11-23")).toBe("2026-11-23T18:00:00.000Z");
    expect(dhakaDay(Date.parse("2026-11-23T18:30:00.000Z"))).toBe("2026-11-24");
  });

  it("counts only Sunday to Thursday towards a working day", () => {
    const week = [0, 1, 2, 3, 4];
    const thursdayEvening = Date.parse("2026-11-19T12:00:00.000Z"); // 18:00 in Dhaka
    expect(waitedAWorkingDay(thursdayEvening, Date.parse("2026-11-21T12:00:00.000Z"), week)).toBe(
      false,
    );
    expect(waitedAWorkingDay(thursdayEvening, Date.parse("2026-11-22T12:00:00.000Z"), week)).toBe(
      true,
    );
  });
});

describe("where signing in leads", () => {
  it("only ever to a workspace address of this site", () => {
    expect(safeNext("/admin/leads?q=a")).toBe("/admin/leads?q=a");
    expect(safeNext("/admin")).toBe("/admin");
    expect(safeNext("/ADMIN/leads")).toBe("/ADMIN/leads");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/admin//evil",
      "/adminx",
      "/",
      null,
      "/admin/../news",
      "/admin/../../\t/host/x",
      "/admin/%2e%2e/%2e%2e//evil.example",
      "/admin\u2028x",
    ]) {
      expect(safeNext(bad)).toBe("/admin");
    }
  });
});

describe("a lead's forms", () => {
  const read = (form: Record<string, string>) => {
    const result = leadChangeSchema.safeParse(form);
    return result.success ? result.data : result.error.issues[0]?.message;
  };
  it("read a status, an assignee or a note, and name what is wrong", () => {
    expect(read({ intent: "status", status: "won", lostReason: "" })).toEqual({
      intent: "status",
      status: "won",
      lostReason: "",
    });
    expect(read({ intent: "status", status: "archived" })).toBe("status");
    expect(read({ intent: "assignee", assignee: "" })).toEqual({
      intent: "assignee",
      assignee: null,
    });
    expect(read({ intent: "assignee", assignee: "12" })).toEqual({
      intent: "assignee",
      assignee: 12,
    });
    expect(read({ intent: "assignee", assignee: "me" })).toBe("assignee");
    expect(read({ intent: "note", note: "   " })).toBe("note");
    expect(read({ intent: "note", note: "x".repeat(5001) })).toBe("note");
    expect(read({ intent: "delete" })).toBeTypeOf("string");
  });
});
