import { useCopy, useFormat } from "~/components/copy-context";
import { countersIn } from "~/content/home";

/**
 * The figures are in the served HTML at their final values. The site's small script drops the
 * visible numbers to zero and counts them up when the section comes near
 * (app/browser/counters.ts); screen readers always read the final value.
 */
export function Counters() {
  const copy = useCopy();
  const format = useFormat();
  const items = countersIn(copy);
  return (
    <section
      id="numbers"
      data-counters={copy.locale.intl.number}
      data-zero={format.number(0)}
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
          {items.map((item) => (
            <div key={item.key} className="flex flex-col text-center">
              <dt className="order-2 mt-2 text-brand-100">{item.label}</dt>
              <dd
                className="text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl"
                data-testid="counter"
              >
                {/* The script writes this number as it counts. */}
                <span
                  aria-hidden="true"
                  data-count-to={item.value}
                  data-suffix={item.suffix}
                  suppressHydrationWarning
                >
                  {`${format.number(item.value)}${item.suffix}`}
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
