import { useOptionPrice } from "~/components/ui/gulf-price";
import { useMemo } from "react";
import { useCopy, useFormat } from "~/components/copy-context";
import {
  FormSuccess,
  InputField,
  RadioGroupField,
  SiteForm,
  SubmitButton,
  useSending,
} from "~/components/ui/form-controls";
import { useSiteForm } from "~/components/ui/use-site-form";
import { validationIn } from "~/content/copy";
import {
  isPaymentMethod,
  orderAmount,
  orderChoices,
  paymentInstructionsIn,
  paymentMethods,
  productFacts,
  type ProductId,
} from "~/content/shop";
import type { FormActionData } from "~/lib/forms/honeypot";
import { plural, fill } from "~/lib/format";
import { orderSchema } from "~/lib/forms/order";

const FORM_ID = "order-form";
const ACTION = "/shops/shop-details";

/** The order form of one product, or the thank-you with the order's reference and how to pay. */
export function OrderFormCard({
  product,
  answer,
}: {
  product: ProductId;
  answer?: FormActionData;
}) {
  const copy = useCopy();
  const format = useFormat();
  const words = copy.shop.form;
  const placed = answer?.sent ? answer.order : undefined;
  return (
    <div className="card p-6 sm:p-8">
      {answer?.sent ? (
        <FormSuccess
          id={FORM_ID}
          title={fill(words.success.title, { reference: placed?.reference ?? "" })}
          text={words.success.text}
          again={words.success.again}
          againTo="/shops"
        >
          {placed && isPaymentMethod(placed.payment) && (
            <div className="mt-5 border-t border-brand-ink/20 pt-5" data-testid="how-to-pay">
              <p className="font-bold">{words.howToPay}</p>
              <p className="mt-1">
                {paymentInstructionsIn(copy, placed.payment, {
                  amount: format.taka(placed.amount),
                  reference: placed.reference,
                })}
              </p>
            </div>
          )}
        </FormSuccess>
      ) : (
        <>
          <h2 className="text-2xl font-bold">{words.title}</h2>
          <p className="mt-2 text-ink-muted">{words.intro}</p>
          <div className="mt-8">
            <OrderForm product={product} lastResult={answer?.result} />
          </div>
        </>
      )}
    </div>
  );
}

function OrderForm({
  product,
  lastResult,
}: {
  product: ProductId;
  lastResult?: FormActionData["result"];
}) {
  const copy = useCopy();
  const words = copy.shop.form;
  const facts = productFacts(product);
  const schema = useMemo(() => orderSchema(validationIn(copy), orderChoices), [copy]);
  const [form, fields] = useSiteForm(FORM_ID, schema, lastResult, {
    product,
    period: String(facts.periods[0]),
  });
  const action = `${ACTION}?product=${product}`;
  const pending = useSending(action);
  const optionPrice = useOptionPrice();
  const periods = facts.periods.map((period) => ({
    value: String(period),
    label: `${plural(words.periods[facts.unit], period, copy.locale.intl.number)}: ${optionPrice(orderAmount(product, period))}`,
  }));
  return (
    <SiteForm form={form} action={action}>
      <input type="hidden" name={fields.product.name} value={product} />
      <InputField meta={fields.name} copy={words.fields.name} className="sm:col-span-2" />
      <InputField meta={fields.email} copy={words.fields.email} type="email" />
      <InputField meta={fields.phone} copy={words.fields.phone} type="tel" />
      <InputField meta={fields.domain} copy={words.fields.domain} className="sm:col-span-2" />
      <RadioGroupField meta={fields.period} label={words.fields.period.label} options={periods} />
      <RadioGroupField
        meta={fields.payment}
        label={words.fields.payment.label}
        options={paymentMethods.map((method) => ({ value: method, label: words.payments[method] }))}
      />
      <div className="sm:col-span-2">
        <SubmitButton label={words.submit} pending={pending} />
      </div>
    </SiteForm>
  );
}
