/**
 * The text fonts (Inter, Noto Sans Bengali, Noto Sans Arabic) load after a visitor's first page has
 * loaded, for the pages after it: that page shows metric-matched stand-ins and the system's fonts
 * throughout. See docs/decisions/2026-11-24-fonts-after-first-paint.md.
 */
const STORAGE_KEY = "fonts";

/** The attribute on <html> that names the web fonts in the font stack (see app.css). */
const FONTS_ATTRIBUTE = "data-fonts";

/**
 * Runs in the head before the body is parsed: once the fonts have loaded on an earlier page of this
 * browsing session, they are in the browser's cache, so this page names them from its first paint.
 * (A note kept longer would outlive the cache on phones short of space, and the next first visit
 * would wait for the fonts again.)
 */
export const webFontsScript = `try{if(sessionStorage.getItem("${STORAGE_KEY}"))document.documentElement.setAttribute("${FONTS_ATTRIBUTE}","")}catch(e){}`;

/**
 * The text fonts named by `data-fonts` that a page in each language draws its text in, each with a
 * letter that picks the face of its script (the fonts come in faces by unicode range). Every page
 * has Latin text; the language switch's other names have a small font of their own.
 */
const INTER = { family: "Inter Variable", letter: "a" };
const TEXT_FONTS: Record<string, { family: string; letter: string }[]> = {
  en: [INTER],
  bn: [INTER, { family: "Noto Sans Bengali Variable", letter: "অ" }],
  ar: [INTER, { family: "Noto Sans Arabic Variable", letter: "ع" }],
};

/**
 * Once the first page of a session has loaded and drawn its first screen, the faces its language
 * needs are fetched for the pages after it, and that page keeps its stand-ins to the end: a page
 * whose text changed font after loading was laid out again in full (80 ms of a Bangla page's main
 * thread on a slow machine, four times that on a budget phone) and its lines could rewrap as the
 * visitor read. Once a text font has loaded, a note tells the session's later pages to name the
 * fonts from their first paint, when they come from the browser's cache.
 */
export function loadWebFonts() {
  const root = document.documentElement;
  if (root.hasAttribute(FONTS_ATTRIBUTE)) return;
  afterLoad(() => {
    const loads = (TEXT_FONTS[root.lang] ?? [INTER]).map(({ family, letter }) =>
      document.fonts.load(`1em "${family}"`, letter),
    );
    void Promise.allSettled(loads).then((settled) => {
      const loaded = settled.some(
        (result) => result.status === "fulfilled" && result.value.length > 0,
      );
      if (!loaded) return;
      try {
        sessionStorage.setItem(STORAGE_KEY, "1");
      } catch {
        // Storage refused (private mode, quota): every page then stays in the stand-ins.
      }
    });
  });
}

const afterFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run));

function afterLoad(run: () => void) {
  if (document.readyState === "complete") afterFrame(run);
  else addEventListener("load", () => afterFrame(run), { once: true });
}
