import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { inlineScriptHashes } from "~/lib/page/csp";
import { deferHydration } from "~/lib/page/defer-hydration";

const hashOf = (code: string) => `sha256-${createHash("sha256").update(code).digest("base64")}`;

it("allows the scripts the renderer wrote, by the rendering's nonce, and nothing injected", () => {
  const page = [
    `<html><head><script nonce="r4nd0m+/=">document.documentElement.dataset.theme="dark"</script>`,
    `<script type="application/ld+json">{"@graph":[]}</script></head><body>`,
    // What a post could carry past a failed sanitiser: with no nonce, or one guessed.
    `<p>Hi</p><script>alert(1)</script><script nonce="guess">alert(2)</script>`,
    `<script nonce="r4nd0m+/=" src="/assets/x.js"></script>`,
    `<script type="speculationrules" nonce="r4nd0m+/=">{"prerender":[]}</script></body></html>`,
  ].join("");
  expect(inlineScriptHashes(page).sort()).toEqual(
    [hashOf('document.documentElement.dataset.theme="dark"'), hashOf('{"prerender":[]}')].sort(),
  );
});

it("allows no inline script on a page the renderer gave no nonce", () => {
  expect(inlineScriptHashes("<html><body><script>alert(1)</script></body></html>")).toEqual([]);
});

it("gives the runtime's starter and its module the rendering's nonce, so both are allowed", () => {
  const page = [
    `<html><head><script nonce="n1">theme()</script></head><body><main>Form</main>`,
    `<script nonce="n1">window.__reactRouterContext = {};</script>`,
    `<script type="module" async="" nonce="n1">import("/assets/entry.client.js");</script>`,
    `</body></html>`,
  ].join("");
  const html = deferHydration(page, "on-use", "n1");
  expect(html).toContain(`<script type="text/plain" data-runtime-module="" nonce="n1">`);
  expect(html).toMatch(/<script nonce="n1">\(function startWhenLoaded/);
  expect(inlineScriptHashes(html)).toContain(hashOf(`import("/assets/entry.client.js");`));
});
