import { useOptionPrice } from "~/components/ui/gulf-price";
import { useMemo } from "react";
import { validationIn } from "~/content/copy";
import { useCopy, useFormat } from "~/components/copy-context";
import {
  FormSuccess,
  InputField,
  SelectField,
  SiteForm,
  SubmitButton,
  TextAreaField,
  useSending,
} from "~/components/ui/form-controls";
import { useSiteForm } from "~/components/ui/use-site-form";
import { plansIn, type PlanId } from "~/content/plans";
import { quoteChoicesIn, quoteOptionsIn } from "~/content/quote";
import type { FormActionData } from "~/lib/forms/honeypot";
import { Link } from "~/components/ui/localized";
import { quoteSchema } from "~/lib/forms/quote";

const ACTION = "/request-quote";

/** The quote request in its card (a plan chosen on the pricing page comes pre-selected), or the thank-you. */
export function QuoteFormCard({ plan, answer }: { plan: PlanId | null; answer?: FormActionData }) {
  const { forms, booking } = useCopy();
  const { quote } = forms;
  return (
    <div className="card p-6 sm:p-10">
      <p className="text-lg text-ink-muted">{quote.intro}</p>
      <div className="mt-8">
        {answer?.sent ? (
          <FormSuccess id="quote-form" {...quote.success} againTo={ACTION}>
            <p className="mt-3">
              <Link to="/book" className="font-semibold underline underline-offset-4">
                {booking.links.quote}
              </Link>
            </p>
          </FormSuccess>
        ) : (
          <QuoteForm plan={plan} lastResult={answer?.result} />
        )}
      </div>
    </div>
  );
}

function QuoteForm({
  plan,
  lastResult,
}: {
  plan: PlanId | null;
  lastResult?: FormActionData["result"];
}) {
  const copy = useCopy();
  const format = useFormat();
  const schema = useMemo(() => quoteSchema(validationIn(copy), quoteChoicesIn(copy)), [copy]);
  const options = quoteOptionsIn(copy);
  const [form, fields] = useSiteForm("quote-form", schema, lastResult, {
    plan: plan ?? "",
    service: plan ? "hosting" : "",
  });
  const pending = useSending(ACTION);
  const optionPrice = useOptionPrice();
  const words = copy.forms.quote;
  const f = words.fields;
  const planOptions = plansIn(copy).map((option) => ({
    value: option.id,
    label: format.fill(words.planOption, {
      name: option.name,
      price: optionPrice(option.price),
      period: copy.pricing.period,
    }),
  }));
  return (
    <SiteForm form={form} action={ACTION}>
      <InputField meta={fields.name} copy={f.name} />
      <InputField meta={fields.company} copy={f.company} optional />
      <InputField meta={fields.email} copy={f.email} type="email" />
      <InputField meta={fields.phone} copy={f.phone} type="tel" />
      <SelectField meta={fields.service} copy={f.service} options={options.services} />
      <SelectField meta={fields.plan} copy={f.plan} options={planOptions} optional />
      <SelectField meta={fields.budget} copy={f.budget} options={options.budgets} />
      <SelectField meta={fields.timeline} copy={f.timeline} options={options.timelines} />
      <TextAreaField meta={fields.details} copy={f.details} />
      <div className="sm:col-span-2">
        <SubmitButton label={words.submit} pending={pending} />
      </div>
    </SiteForm>
  );
}
