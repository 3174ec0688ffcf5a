import { english } from "~/content/english";
import { SelectField } from "~/components/workspace/form-kit";
import { siteWords } from "~/content/workspace";
import { addOnIds } from "~/lib/facts";
import { Panel, Text, useValues } from "../fact-fields";

const s = siteWords.site;

/** The shop's VAT and its add-ons' prices, units and periods. */
export function ProductsForm() {
  const p = s.products;
  const values = useValues();
  return (
    <>
      <Panel title={s.kinds.products}>
        <Text
          name="products.vatRate"
          label={p.vatRate}
          inputMode="decimal"
          className="max-w-xs"
          required
        />
      </Panel>
      {addOnIds.map((id) => (
        <Panel key={id} title={english().shop.addOns[id].name}>
          <div className="grid gap-4 md:grid-cols-3">
            <Text
              name={`products.addOns.${id}.price`}
              label={p.price}
              inputMode="numeric"
              required
            />
            <SelectField
              name={`products.addOns.${id}.unit`}
              label={p.unit}
              defaultValue={values.value(`products.addOns.${id}.unit`)}
              error={values.error(`products.addOns.${id}.unit`)}
              options={(["month", "year"] as const).map((unit) => ({
                value: unit,
                label: p.units[unit],
              }))}
            />
            <Text
              name={`products.addOns.${id}.periods`}
              label={p.periods}
              hint={p.periodsHint}
              required
            />
          </div>
        </Panel>
      ))}
    </>
  );
}
