import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration } from "~/lib/defer-hydration";

// The markup React Router's <Scripts> renders (trimmed): preloads in the head, an inline module last.
const code = `import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nwindow.x = "a<b";\nimport("/assets/entry.client.js");`;
const page = [
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>`,
  `<link rel="modulepreload" href="/assets/entry.client.js"/>`,
  `<link rel="modulepreload" href="/assets/root.js"/>`,
  `<link rel="modulepreload" href="/assets/entry.client.js"/>`,
  `</head><body><main>Content</main>`,
  `<script>window.__reactRouterContext = {};</script>`,
  `<script type="module" async="">${code}</script></body></html>`,
].join("");

type Element = { tag: string; [key: string]: unknown };

/** Runs the page's inline starter against a minimal browser: records what it adds to <head>. */
function runStarter(html: string) {
  const starter = /<script>(\(function startWhenLoaded[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!starter) throw new Error("no starter script in the page");
  const head: Element[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const context = {
    document: {
      readyState: "loading",
      head: { append: (element: Element) => head.push(element) },
      createElement: (tag: string): Element => ({ tag }),
      images: [],
    },
    innerHeight: 800,
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: () => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l !== listener),
      ),
    requestAnimationFrame: (callback: () => void) => callback(),
    setTimeout: (callback: () => void) => callback(),
  };
  vm.runInNewContext(starter, context);
  const fire = async (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { head, fire };
}

describe("deferHydration", () => {
  const html = deferHydration(page);

  it("serves no module preloads and no module script", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain("<main>Content</main>");
    expect(html).toContain("window.__reactRouterContext = {};");
  });

  it("escapes the inline code so that it cannot end its script element", () => {
    expect(html).toContain(String.raw`window.x = \"a\u003cb\";`);
  });

  it("starts the same module, with the same preloads, once the page has loaded", async () => {
    const { head, fire } = runStarter(html);
    expect(head).toEqual([]);
    await fire("load");
    expect(head).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js" },
      { tag: "script", type: "module", textContent: code },
    ]);
  });

  it("starts at the visitor's first key press, and only once", async () => {
    const { head, fire } = runStarter(html);
    await fire("keydown");
    await fire("pointerdown");
    await fire("load");
    expect(head.filter((element) => element.tag === "script")).toHaveLength(1);
  });

  it("leaves a page without React Router's module script as it is", () => {
    const plain = `<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>`;
    expect(deferHydration(plain)).toBe(plain);
  });
});
