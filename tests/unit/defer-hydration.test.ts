import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration } from "~/lib/page/defer-hydration";

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

/** The inert copy of the module the page keeps for its starter. */
const moduleText = (html: string) =>
  /<script type="text\/plain" data-runtime-module="">([\s\S]*?)<\/script>/.exec(html)?.[1];

/** An element of the page an event happens on: inside a form or not. */
class PageElement {
  constructor(readonly inForm: boolean) {}
  closest(selector: string) {
    return selector === "form" && this.inForm ? this : null;
  }
}

/** Runs the page's inline starter against a minimal browser: records what it adds to <head>. */
function runStarter(html: string) {
  const starter = /<script>(\(function startWhenLoaded[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!starter) throw new Error("no starter script in the page");
  const head: Element[] = [];
  const listeners = new Map<string, ((event?: unknown) => void)[]>();
  const context = {
    Element: PageElement,
    document: {
      readyState: "loading",
      head: { append: (element: Element) => head.push(element) },
      createElement: (tag: string): Element => ({ tag }),
      querySelector: (selector: string) =>
        selector === "script[data-runtime-module]" ? { textContent: moduleText(html) } : null,
      images: [],
    },
    innerHeight: 800,
    addEventListener: (type: string, listener: (event?: unknown) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: (event?: unknown) => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l !== listener),
      ),
    requestAnimationFrame: (callback: () => void) => callback(),
    setTimeout: (callback: () => void) => callback(),
  };
  vm.runInNewContext(starter, context);
  const fire = async (type: string, target: PageElement = new PageElement(false)) => {
    for (const listener of listeners.get(type) ?? []) listener({ target });
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { head, fire };
}

describe("deferHydration in the workspace", () => {
  const html = deferHydration(page, "always");

  it("serves no module preloads and no module script", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain("<main>Content</main>");
    expect(html).toContain("window.__reactRouterContext = {};");
  });

  it("keeps the module's code as inert text, unchanged, for the starter to run", () => {
    expect(moduleText(html)).toBe(code);
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
    expect(deferHydration(plain, "always")).toBe(plain);
  });
});

describe("deferHydration on a page whose form wants the runtime", () => {
  const html = deferHydration(page, "on-use");

  it("does not start when the page loads, nor at a key press or touch outside a form", async () => {
    const { head, fire } = runStarter(html);
    await fire("load");
    await fire("keydown");
    await fire("pointerdown");
    expect(head).toEqual([]);
  });

  it("starts once the visitor focuses a field of a form, and only once", async () => {
    const { head, fire } = runStarter(html);
    await fire("focusin", new PageElement(true));
    await fire("input", new PageElement(true));
    expect(head).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root.js" },
      { tag: "script", type: "module", textContent: code },
    ]);
  });
});

describe("deferHydration on a page without the runtime", () => {
  it("leaves the page as it is", () => {
    expect(deferHydration(page, "none")).toBe(page);
  });
});
