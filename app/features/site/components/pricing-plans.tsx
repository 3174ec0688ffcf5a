import { ApproxNote, ApproxPrice } from "~/components/ui/gulf-price";
import { Check } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useCopy, useFormat } from "~/components/copy-context";
import { SectionHeading } from "~/components/ui/section-heading";
import { plansIn } from "~/content/plans";

/**
 * The hosting plans with the Monthly / Annually switch. The switch is a native radio group and the
 * swap is done in CSS (:has), so it works by keyboard and without scripts.
 */
export function PricingPlans({
  headingLevel = 2,
  showHeading = true,
  heading,
}: {
  headingLevel?: 2 | 3;
  showHeading?: boolean;
  /** Words of the page's own, instead of the plans' usual heading. */
  heading?: { eyebrow: string; title: string; text: string };
}) {
  const copy = useCopy();
  const { pricing } = copy;
  const intro = heading ?? pricing;
  const plans = plansIn(copy);
  const annualOffered = plans.every((plan) => plan.annualPrice !== null);
  return (
    <section
      id="pricing"
      aria-labelledby={showHeading ? "pricing-title" : undefined}
      aria-label={showHeading ? undefined : pricing.title}
      className="pricing section"
    >
      <div className="container-page">
        {showHeading && (
          <SectionHeading
            id="pricing-title"
            eyebrow={intro.eyebrow}
            title={intro.title}
            text={intro.text}
          />
        )}
        <fieldset className="mx-auto mt-10 flex w-fit rounded-full bg-surface-muted p-1.5 ring-1 ring-line">
          <legend className="sr-only">{pricing.billingLabel}</legend>
          {(["monthly", "annually"] as const).map((period) => (
            <label
              key={period}
              className="relative min-h-11 cursor-pointer rounded-full px-6 py-2.5 font-semibold text-ink-muted transition-colors has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
            >
              <input
                type="radio"
                name="billing-period"
                value={period}
                defaultChecked={period === "monthly"}
                className={`billing-${period} absolute inset-0 cursor-pointer opacity-0`}
              />
              {pricing[period]}
            </label>
          ))}
        </fieldset>

        {annualOffered ? (
          <PlanCards plans={plans} period="annual" headingLevel={headingLevel} />
        ) : (
          <p
            className="pricing-annual mt-10 hidden rounded-2xl bg-sand-tint px-6 py-8 text-center text-lg font-semibold text-sand-ink"
            role="status"
          >
            {pricing.annualSoon}
          </p>
        )}

        <PlanCards plans={plans} period="monthly" headingLevel={headingLevel} />
        <p className="mt-10 text-center text-ink-muted">
          {pricing.note}{" "}
          <Link
            to="/request-quote"
            className="font-semibold text-brand-ink underline underline-offset-4"
          >
            {pricing.custom}
          </Link>
        </p>
        <ApproxNote className="mx-auto mt-3 max-w-2xl text-center" />
      </div>
    </section>
  );
}

/** The plans' cards at their monthly or annual prices; the annual ones only while on sale. */
function PlanCards({
  plans,
  period,
  headingLevel,
}: {
  plans: ReturnType<typeof plansIn>;
  period: "monthly" | "annual";
  headingLevel: 2 | 3;
}) {
  const { pricing } = useCopy();
  const format = useFormat();
  const PlanHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <ul
      className={`${period === "monthly" ? "pricing-monthly grid" : "pricing-annual hidden"} mt-10 gap-6 lg:grid-cols-3 lg:items-stretch`}
    >
      {plans.map((plan) => {
        const featured = Boolean(plan.badge);
        return (
          <li
            key={plan.id}
            data-plan={plan.id}
            className={`relative flex flex-col rounded-[var(--radius-card)] p-7 sm:p-8 ${
              featured
                ? "bg-brand-900 text-white shadow-[var(--shadow-lift)] lg:-my-3 lg:py-11"
                : "card"
            }`}
          >
            {plan.badge && (
              <p className="absolute -top-3.5 start-7 rounded-full bg-accent-600 px-3.5 py-1 text-sm font-bold text-white">
                {plan.badge}
              </p>
            )}
            <PlanHeading className="text-xl font-bold">
              {plan.name}
              {plan.label && " "}
              {plan.label && (
                <span
                  className={`text-base font-semibold ${featured ? "text-brand-300" : "text-brand-ink"}`}
                >
                  ({plan.label})
                </span>
              )}
            </PlanHeading>
            <p className={`mt-2 ${featured ? "text-brand-100" : "text-ink-muted"}`}>
              {plan.tagline}
            </p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-extrabold tracking-tight" data-testid="plan-price">
                {format.taka(period === "monthly" ? plan.price : (plan.annualPrice ?? plan.price))}
              </span>
              <span className={featured ? "text-brand-100" : "text-ink-muted"}>
                {period === "monthly" ? pricing.perMonth : pricing.perYear}
              </span>
            </p>
            <ApproxPrice
              amount={period === "monthly" ? plan.price : (plan.annualPrice ?? plan.price)}
              className={featured ? "text-brand-100" : "text-ink-muted"}
            />
            <ul className="mt-7 flex-1 space-y-3.5">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check
                    className={`mt-0.5 size-5 shrink-0 ${featured ? "text-brand-300" : "text-brand-ink"}`}
                    aria-hidden="true"
                  />
                  {feature}
                </li>
              ))}
            </ul>
            <Link
              to={`/request-quote?plan=${plan.id}`}
              className={`mt-8 w-full ${featured ? "btn bg-white text-brand-900 hover:bg-brand-50" : "btn-primary"}`}
            >
              {plan.cta}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
