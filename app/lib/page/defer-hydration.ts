/**
 * Moves the download of the application's JavaScript behind the page's own content.
 *
 * React Router's `<Scripts>` asks for every module at high priority as soon as the document is
 * parsed: on a slow mobile link those ~130 KB compete with the stylesheet, the font and the hero
 * image, and the first paint waits for the lot. Every page here is complete and usable without
 * JavaScript (links, menus and forms are plain HTML), so the script only adds to it and can wait.
 *
 * This rewrites the rendered document: the module preload links are dropped, and the inline module
 * that imports the routes and starts hydration is kept as inert text, started by a small classic
 * script. That script runs the same module (the same text, so that a Content-Security-Policy hash
 * of the page's inline scripts covers it), and preloads the same files:
 * - on a page that loads the runtime "on-use", only once the visitor starts using a form (focuses,
 *   presses or types in it);
 * - in the workspace, once the page has loaded and painted, or as soon as the visitor touches,
 *   clicks or types, whichever comes first.
 */

import type { Runtime } from "~/lib/page/runtime";

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script(?=[^>]*\stype="module")(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/;

/** Runs in the browser; kept as a function so that it is type-checked, then inlined as source. */
function startWhenLoaded(preloads: string[], onUse: boolean) {
  // The module it adds is an inline script too: it carries this script's CSP nonce, if it has one.
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce;
  const code = document.querySelector("script[data-runtime-module]")?.textContent ?? "";
  const events = onUse
    ? ["focusin", "pointerdown", "keydown", "input"]
    : ["pointerdown", "keydown", "touchstart"];
  let started = false;
  const start = (event?: Event) => {
    if (started) return;
    if (onUse && !(event?.target instanceof Element && event.target.closest("form"))) return;
    started = true;
    for (const type of events) removeEventListener(type, start, true);
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = code;
    document.head.append(script);
  };
  // After the load event, wait until the images of the first screen are decoded, then for the
  // frame that paints them.
  const afterPaint = () => {
    const firstScreen = Array.from(document.images).filter(
      (image) => image.complete && image.getBoundingClientRect().top < innerHeight,
    );
    void Promise.all(firstScreen.map((image) => image.decode().catch(() => undefined))).then(() =>
      requestAnimationFrame(() => setTimeout(start)),
    );
  };
  // A form page's runtime is started by the visitor alone; the workspace's by loading as well.
  if (!onUse) {
    if (document.readyState === "complete") afterPaint();
    else addEventListener("load", afterPaint, { once: true });
  }
  for (const type of events) addEventListener(type, start, { capture: true, passive: true });
}

const starterSource = startWhenLoaded.toString();

/** JSON that is safe inside an inline script element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Rewrites a rendered page that loads the runtime (see the comment at the top); the scripts it
 * writes carry the rendering's nonce.
 */
export function deferHydration(html: string, runtime: Runtime, nonce?: string): string {
  if (runtime === "none") return html;
  const moduleScript = MODULE_SCRIPT.exec(html);
  if (!moduleScript) return html;
  const preloads = new Set<string>();
  for (const match of html.matchAll(PRELOAD_LINK)) preloads.add(match[1] ?? "");
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const module = `<script type="text/plain" data-runtime-module=""${nonceAttribute}>${moduleScript[1]}</script>`;
  const starter = `<script${nonceAttribute}>(${starterSource})(${inlineJson([...preloads])},${runtime === "on-use"})</script>`;
  return html.replace(PRELOAD_LINK, "").replace(MODULE_SCRIPT, () => module + starter);
}
