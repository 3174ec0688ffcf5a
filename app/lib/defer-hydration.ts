/**
 * Moves the download of the application's JavaScript behind the page's own content.
 *
 * React Router's `<Scripts>` asks for every module at high priority as soon as the document is
 * parsed: on a slow mobile link those ~130 KB compete with the stylesheet, the font and the hero
 * image, and the first paint waits for the lot. Every page here is complete and usable without
 * JavaScript (links, menus and forms are plain HTML), so the script only adds to it and can wait.
 *
 * This rewrites the rendered document: the module preload links are dropped, and the inline module
 * that imports the routes and starts hydration becomes a small classic script. That script starts
 * the same module, and preloads the same files, once the page has loaded and painted, or as soon as
 * the visitor touches, clicks or types, whichever comes first.
 */

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script(?=[^>]*\stype="module")[^>]*>([\s\S]*?)<\/script>/;

/** Runs in the browser; kept as a function so that it is type-checked, then inlined as source. */
function startWhenLoaded(code: string, preloads: string[]) {
  // The module it adds is an inline script too: it carries this script's CSP nonce.
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce;
  const events = ["pointerdown", "keydown", "touchstart"];
  let started = false;
  const start = () => {
    if (started) return;
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
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
  for (const type of events) addEventListener(type, start, { capture: true, passive: true });
}

const starterSource = startWhenLoaded.toString();

/** JSON that is safe inside an inline script element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function deferHydration(html: string): string {
  const moduleScript = MODULE_SCRIPT.exec(html);
  if (!moduleScript) return html;
  const preloads = new Set<string>();
  for (const match of html.matchAll(PRELOAD_LINK)) preloads.add(match[1] ?? "");
  const starter = `<script>(${starterSource})(${inlineJson(moduleScript[1])},${inlineJson([...preloads])})</script>`;
  return html.replace(PRELOAD_LINK, "").replace(MODULE_SCRIPT, () => starter);
}
