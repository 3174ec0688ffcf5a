import { useEffect, useRef, useState } from "react";
import { useCopy, useFormat } from "~/components/copy-context";
import { COUNTER_DURATION_MS, COUNTER_TRIGGER_OFFSET_PX, countersIn } from "~/content/home";
import { counterValue, shouldStartCounting } from "~/lib/counter";

/**
 * The figures are in the served HTML at their final values. Once scripts run, the visible numbers
 * drop to zero and count up when the section comes near; screen readers always read the final value.
 */
export function Counters() {
  const copy = useCopy();
  const format = useFormat();
  const items = countersIn(copy);
  const ref = useRef<HTMLElement>(null);
  const [values, setValues] = useState(() => items.map((item) => item.value));

  useEffect(() => {
    const section = ref.current;
    if (!section || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const targets = countersIn(copy).map((item) => item.value);
    setValues(targets.map(() => 0));
    let frame = 0;
    const start = () => {
      const began = performance.now();
      const tick = (now: number) => {
        const elapsed = now - began;
        setValues(targets.map((target) => counterValue(target, elapsed, COUNTER_DURATION_MS)));
        if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const check = () => {
      const top = section.getBoundingClientRect().top + window.scrollY;
      if (!shouldStartCounting(window.scrollY, COUNTER_TRIGGER_OFFSET_PX, top)) return;
      window.removeEventListener("scroll", check);
      start();
    };
    window.addEventListener("scroll", check, { passive: true });
    check();
    return () => {
      window.removeEventListener("scroll", check);
      cancelAnimationFrame(frame);
    };
  }, [copy]);

  return (
    <section
      id="numbers"
      ref={ref}
      aria-labelledby="numbers-title"
      className="relative overflow-hidden bg-brand-900 py-16 text-white sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(50rem_20rem_at_10%_0%,rgb(16_185_129/0.35),transparent),radial-gradient(40rem_20rem_at_100%_100%,rgb(244_63_94/0.2),transparent)]"
      />
      <div className="container-page relative">
        <h2 id="numbers-title" className="sr-only">
          {copy.home.counters.title}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {items.map((item, index) => (
            <div key={item.key} className="flex flex-col text-center">
              <dt className="order-2 mt-2 text-brand-100">{item.label}</dt>
              <dd
                className="text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl"
                data-testid="counter"
              >
                <span aria-hidden="true">
                  {format.number(values[index] ?? 0)}
                  {item.suffix}
                </span>
                <span className="sr-only">
                  {format.number(item.value)}
                  {item.suffix}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
