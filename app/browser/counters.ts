import {
  COUNTER_DURATION_MS,
  COUNTER_TRIGGER_OFFSET_PX,
  counterValue,
  shouldStartCounting,
} from "~/lib/counter";
import { formatNumber } from "~/lib/format";
import { reducedMotion } from "./motion";

/**
 * The home page's figures are served at their final values. Here the visible numbers drop to zero
 * and count up over three seconds once the section comes within reach of the scroll position;
 * screen readers read the final values throughout.
 */
export function counters() {
  const section = document.querySelector<HTMLElement>("[data-counters]");
  if (!section || reducedMotion()) return;
  const locale = section.dataset.counters ?? "en";
  const figures = [...section.querySelectorAll<HTMLElement>("[data-count-to]")].map((element) => ({
    element,
    target: Number(element.dataset.countTo),
    suffix: element.dataset.suffix ?? "",
  }));
  // Zero comes written by the server: the first number format a page makes costs it the
  // language's number data (some 35 ms on a slow machine), paid only once the counting begins.
  const zero = section.dataset.zero ?? "0";
  const show = (elapsed: number) => {
    for (const { element, target, suffix } of figures) {
      const value = counterValue(target, elapsed, COUNTER_DURATION_MS);
      element.textContent = `${value === 0 ? zero : formatNumber(value, locale)}${suffix}`;
    }
  };
  if (!("IntersectionObserver" in window)) return;
  show(0);
  // Reported once the section is laid out where it ends up: parts of the page above it are drawn
  // only as they near the screen, so its place can change as the visitor scrolls towards it.
  const observer = new IntersectionObserver(
    (entries) => {
      const top = entries.at(-1)?.boundingClientRect.top ?? Number.POSITIVE_INFINITY;
      if (!shouldStartCounting(0, COUNTER_TRIGGER_OFFSET_PX, top)) return;
      observer.disconnect();
      const began = performance.now();
      const tick = (now: number) => {
        show(now - began);
        if (now - began < COUNTER_DURATION_MS) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    // The screen's top 500 px: the section's top has come within reach once it is in them.
    { rootMargin: `0px 0px ${COUNTER_TRIGGER_OFFSET_PX - window.innerHeight}px 0px` },
  );
  observer.observe(section);
}
