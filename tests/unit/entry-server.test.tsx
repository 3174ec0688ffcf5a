import type { EntryContext } from "react-router";
import { describe, expect, it, vi } from "vitest";

// The page's own markup is beside the point: the rendering that fails is the one after it.
vi.mock("react-router", async (original) => ({
  ...(await original<typeof import("react-router")>()),
  ServerRouter: () => <main>Page</main>,
}));

const tooLong = new Error("Cannot create a string longer than 0x1fffffe8 characters");
vi.mock("~/lib/page/defer-hydration", () => ({
  deferHydration: (page: string) => {
    if (page.includes("Page")) throw tooLong;
    return page;
  },
}));

const { default: handleRequest } = await import("~/entry.server");

const context = {
  staticHandlerContext: { matches: [] },
  routeModules: {},
} as unknown as EntryContext;

describe("the server's rendering", () => {
  it("answers a page it cannot make into one text with an error for this request, and stays up", async () => {
    await expect(
      handleRequest(new Request("http://localhost/"), 200, new Headers(), context),
    ).rejects.toBe(tooLong);
  });
});
