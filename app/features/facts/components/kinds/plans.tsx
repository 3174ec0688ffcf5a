import { english } from "~/content/english";
import { SelectField } from "~/components/workspace/form-kit";
import { siteWords } from "~/content/workspace";
import { planIds } from "~/lib/facts";
import { Panel, Text, Translated, useValues } from "../fact-fields";

const s = siteWords.site;

const planName = (id: (typeof planIds)[number]) => english().pricing.plans[id].name;

/** The hosting plans' prices and features, and which one the pricing page puts forward. */
export function PlansForm() {
  const p = s.plans;
  const values = useValues();
  return (
    <>
      <Panel title={p.offer}>
        <SelectField
          name="plans.popular"
          label={p.popular}
          defaultValue={values.value("plans.popular")}
          error={values.error("plans.popular")}
          options={planIds.map((id) => ({ value: id, label: planName(id) }))}
          className="max-w-xs"
        />
        <label className="inline-flex items-start gap-3">
          <input
            type="checkbox"
            name="plans.annualOffered"
            className="mt-1 size-5"
            defaultChecked={
              values.value("plans.annualOffered") === "true" ||
              values.value("plans.annualOffered") === "on"
            }
            aria-describedby="annual-offered-hint"
          />
          <span>
            <span className="font-semibold">{p.annualOffered}</span>
            <span id="annual-offered-hint" className="block text-sm text-ink-muted">
              {p.annualOfferedHint}
            </span>
            {values.error("plans.annualOffered") ? (
              <span className="block text-sm font-semibold text-accent-700">
                {values.error("plans.annualOffered")}
              </span>
            ) : null}
          </span>
        </label>
      </Panel>
      {planIds.map((id) => (
        <Panel key={id} title={planName(id)}>
          <div className="grid max-w-xl gap-4 sm:grid-cols-2">
            <Text
              name={`plans.items.${id}.monthly`}
              label={p.monthly}
              inputMode="numeric"
              required
            />
            <Text
              name={`plans.items.${id}.annual`}
              label={p.annual}
              hint={p.annualHint}
              inputMode="numeric"
            />
          </div>
          <Translated name={`plans.items.${id}.features`} label={p.features} lines />
          <p className="-mt-2 text-sm text-ink-muted">{p.featuresHint}</p>
        </Panel>
      ))}
    </>
  );
}
