/**
 * The parts of a page that its first layouts skip (app/app.css: the sections below the first, a
 * post's text blocks); the stylesheet names them the same way.
 */
export const SKIPPED_PARTS =
  "#main > section:not(:first-child), #main .prose-article > :is(p, ul, ol, h2, h3)";

/**
 * Draws the skipped parts one per idle moment once the page has loaded, each laid out in a task of
 * its own, so that none costs a long task and a later scroll by script, or by the browser's find,
 * lands where the page will stay.
 */
export function drawSections() {
  const pending = [...document.querySelectorAll<HTMLElement>(SKIPPED_PARTS)];
  if (pending.length === 0) return;
  // A page opened at a fragment is drawn whole at once: the browser jumped there by the estimates,
  // and its place is put right in one step rather than part by part.
  if (location.hash) {
    for (const part of pending) part.setAttribute("data-drawn", "");
    return;
  }
  // Safari has no idle callback; a short pause lets taps and frames go first there.
  const whenIdle = (next: () => void) =>
    "requestIdleCallback" in window ? requestIdleCallback(next) : setTimeout(next, 50);
  const drawNext = () => {
    const part = pending.shift();
    if (!part) return;
    part.setAttribute("data-drawn", "");
    // Laid out now, in this small task, rather than with whatever the next frame has to do.
    void part.offsetHeight;
    whenIdle(drawNext);
  };
  if (document.readyState === "complete") whenIdle(drawNext);
  else addEventListener("load", () => whenIdle(drawNext), { once: true });
}
