import { reducedMotion } from "./motion";

/**
 * Entrance reveals: cards below the first screen fade up as they come into view. What is in view
 * when the page starts is never hidden, and each fade plays in full once begun, so no card rests
 * half-faded at the edge of the screen. Without scripts, or with less motion asked for, cards are
 * simply shown.
 */
export function reveals() {
  const cards = document.querySelectorAll(".reveal");
  if (cards.length === 0 || reducedMotion() || !("IntersectionObserver" in window)) return;
  const placed = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      // The first report says where each card starts: in view, it stays as it is.
      const first = !placed.has(target);
      placed.add(target);
      if (first && !isIntersecting) {
        target.setAttribute("data-reveal", "waiting");
        continue;
      }
      if (isIntersecting) {
        if (!first) target.setAttribute("data-reveal", "in");
        observer.unobserve(target);
      }
    }
  });
  for (const card of cards) observer.observe(card);
}
