import { describe, expect, it } from "vitest";
import { canonicalPath } from "~/lib/canonical-path";
import {
  mayUseRoute,
  navigationFor,
  navigationGroupsFor,
  workspaceRoutes,
} from "~/lib/workspace/sections";
import { staffRoles } from "~/lib/workspace";

describe("canonicalPath", () => {
  it.each([
    ["/admin/people", "/admin/people"],
    ["/admin/%70eople", "/admin/people"],
    ["/admin/%70%65%6F%70%6C%65", "/admin/people"],
    ["/%61dmin/%6Ceads.data", "/admin/leads.data"],
    ["/%41DMIN/LEADS", "/admin/leads"],
    ["/admin/leads/export%2Ecsv", "/admin/leads/export.csv"],
    ["/admin/leads/%65xport.csv", "/admin/leads/export.csv"],
    ["/Pricing", "/pricing"],
    ["/news/", "/news"],
    ["/admin//people", "/admin/people"],
    ["/admin/./people", "/admin/people"],
    ["/admin/x/../people", "/admin/people"],
    ["/admin/x/%2E%2E/people", "/admin/people"],
    ["/../../admin", "/admin"],
    ["/", "/"],
    ["/bn", "/bn"],
    // Escapes of other characters stay escapes, in upper case: %2F is not a slash.
    ["/admin/leads%2fexport.csv", "/admin/leads%2Fexport.csv"],
    ["/bn/%e0%a6%95", "/bn/%E0%A6%95"],
    ["/a b\\c", "/a%20b%5Cc"],
    // What is named by a hash or a signature keeps its case.
    ["/assets/root-BxY7z.js", "/assets/root-BxY7z.js"],
    ["/bn/Preview/AbC.en.x", "/bn/preview/AbC.en.x"],
    ["/bn/Preview/Page/AbC.bn.x", "/bn/preview/page/AbC.bn.x"],
    // So do an invitation's and a "forgot password" link's tokens, and nothing deeper.
    ["/Admin/Invitation/7ha8zlEEF2rV", "/admin/invitation/7ha8zlEEF2rV"],
    ["/admin/reset/Qx-9_Zp", "/admin/reset/Qx-9_Zp"],
    ["/admin/reset/Qx/Deeper", "/admin/reset/Qx/deeper"],
    ["/admin/People", "/admin/people"],
    // A booked call's link, in any language.
    ["/ar/Book/Change/Xy-9_Qz", "/ar/book/change/Xy-9_Qz"],
    ["/book/change/Xy-9_Qz/More", "/book/change/Xy-9_Qz/more"],
  ])("%s is %s", (given, canonical) => {
    expect(canonicalPath(given)).toBe(canonical);
    expect(canonicalPath(canonical)).toBe(canonical);
  });

  it.each(["//evil.example/x", "/%zz", "/%E0%A6", "/admin/%", "relative"])("refuses %s", (given) =>
    expect(canonicalPath(given)).toBeNull(),
  );
});

describe("workspace sections", () => {
  it("decide on the route matched, and a route in no section is open to no one", () => {
    expect(mayUseRoute("owner", "admin/people")).toBe(true);
    expect(mayUseRoute("editor", "admin/people")).toBe(false);
    expect(mayUseRoute("sales", "/admin/leads/:id")).toBe(true);
    expect(mayUseRoute("editor", "admin/leads/:id")).toBe(false);
    expect(mayUseRoute("sales", "admin/leads/export.csv")).toBe(false);
    expect(mayUseRoute("owner", "admin/leads/export.csv")).toBe(true);
    expect(mayUseRoute("owner", "admin/no-such-page")).toBe(false);
    for (const role of staffRoles) expect(mayUseRoute(role, "admin")).toBe(true);
  });

  it("give every route below /admin one section, all open to owners", () => {
    const paths = workspaceRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { path } of workspaceRoutes)
      expect(mayUseRoute("owner", path ? `admin/${path}` : "admin")).toBe(true);
  });

  it("show each role the sections it may open", () => {
    const sections = (role: (typeof staffRoles)[number]) =>
      navigationFor(role).map((link) => link.section);
    expect(sections("owner")).toContain("people");
    expect(sections("owner")).toContain("webhooks");
    expect(sections("owner")).toContain("redirects");
    expect(sections("editor")).toEqual([
      "dashboard",
      "insights",
      "comments",
      "campaigns",
      "content",
      "media",
      "site",
      "redirects",
    ]);
    expect(sections("sales")).toEqual([
      "dashboard",
      "insights",
      "leads",
      "board",
      "contacts",
      "spam",
      "comments",
      "subscribers",
      "mail",
    ]);
  });

  it("group every section of the navigation once, by job, as each role may open them", () => {
    const grouped = (role: (typeof staffRoles)[number]) =>
      navigationGroupsFor(role).flatMap(({ links }) => links.map((link) => link.section));
    for (const role of staffRoles) {
      expect(grouped(role).sort()).toEqual(
        navigationFor(role)
          .map((link) => link.section)
          .sort(),
      );
    }
    expect(navigationGroupsFor("editor").map(({ group }) => group)).toEqual([
      "home",
      "publishing",
      "audience",
    ]);
    expect(
      navigationGroupsFor("owner")
        .at(-1)
        ?.links.map((link) => link.section),
    ).toEqual(["people", "privacy", "activity", "webhooks"]);
  });
});
