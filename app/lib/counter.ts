/** The spec's counters: they count up over 3 s once the scroll position is 500 px from them. */
export const COUNTER_DURATION_MS = 3000;
export const COUNTER_TRIGGER_OFFSET_PX = 500;

/** The value a counter shows `elapsed` ms into an animation of `duration` ms towards `target` (ease-out). */
export function counterValue(target: number, elapsed: number, duration: number) {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  const progress = 1 - Math.pow(1 - elapsed / duration, 3);
  return Math.round(target * progress);
}

/** Whether the counters should start: once scroll position plus the offset passes the section's top. */
export function shouldStartCounting(scrollY: number, offset: number, sectionTop: number) {
  return scrollY + offset > sectionTop;
}
