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
  const show = (elapsed: number) => {
    for (const { element, target, suffix } of figures) {
      element.textContent = `${formatNumber(counterValue(target, elapsed, COUNTER_DURATION_MS), locale)}${suffix}`;
    }
  };
  const check = () => {
    const top = section.getBoundingClientRect().top + window.scrollY;
    if (!shouldStartCounting(window.scrollY, COUNTER_TRIGGER_OFFSET_PX, top)) return false;
    window.removeEventListener("scroll", check);
    const began = performance.now();
    const tick = (now: number) => {
      show(now - began);
      if (now - began < COUNTER_DURATION_MS) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return true;
  };
  // Measured before the figures change, so that reading the layout does not force a new one.
  if (check()) return;
  show(0);
  window.addEventListener("scroll", check, { passive: true });
}
