/**
 * The text fonts (Inter, Noto Sans Bengali, Noto Sans Arabic) load after a visitor's first page is
 * drawn, never before it: that page shows metric-matched stand-ins and the system's fonts first.
 * See docs/decisions/2026-11-24-fonts-after-first-paint.md.
 */
const STORAGE_KEY = "fonts";

/** The attribute on <html> that names the web fonts in the font stack (see app.css). */
const FONTS_ATTRIBUTE = "data-fonts";

/** The web fonts named by `data-fonts` (app.css), as opposed to the stand-ins. */
const TEXT_FONTS = /^"?(Inter|Noto Sans (Bengali|Arabic)) Variable"?$/;

/**
 * Runs in the head before the body is parsed: once the fonts have loaded on an earlier page of this
 * browsing session, they are in the browser's cache, so this page names them from its first paint.
 * (A note kept longer would outlive the cache on phones short of space, and the next first visit
 * would wait for the fonts again.)
 */
export const webFontsScript = `try{if(sessionStorage.getItem("${STORAGE_KEY}"))document.documentElement.setAttribute("${FONTS_ATTRIBUTE}","")}catch(e){}`;

/**
 * Once the page has loaded and its first screen is drawn, the fonts take over from the stand-ins
 * (Latin text without a layout shift, as its stand-ins have Inter's measures), and later pages are
 * told.
 */
export function loadWebFonts() {
  const root = document.documentElement;
  if (root.hasAttribute(FONTS_ATTRIBUTE)) return;
  afterLoad(() => {
    root.setAttribute(FONTS_ATTRIBUTE, "");
    // The next frame lays the page out and so starts the downloads its text needs.
    afterFrame(() =>
      document.fonts.ready.then((fonts) => {
        // The small faces inlined in the stylesheet are always loaded; only a text font counts.
        const loaded = [...fonts].some(
          (face) => face.status === "loaded" && TEXT_FONTS.test(face.family),
        );
        if (!loaded) return;
        try {
          sessionStorage.setItem(STORAGE_KEY, "1");
        } catch {
          // Storage refused (private mode, quota): every page then starts in the stand-ins.
        }
      }),
    );
  });
}

const afterFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run));

function afterLoad(run: () => void) {
  if (document.readyState === "complete") afterFrame(run);
  else addEventListener("load", () => afterFrame(run), { once: true });
}
