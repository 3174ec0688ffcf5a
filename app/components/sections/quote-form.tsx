import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { useCopy, useFormat } from "~/components/copy-context";
import {
  Field,
  FormError,
  FormSuccess,
  GuardFields,
  InputField,
  inputClass,
  SubmitButton,
} from "~/components/ui/form-controls";
import { useSiteForm } from "~/components/ui/use-site-form";
import { plansIn, type PlanId } from "~/content/plans";
import { quoteChoicesIn, quoteOptionsIn } from "~/content/quote";
import type { FormActionData } from "~/form-guard/fields";
import { quoteSchema } from "~/lib/forms/quote";

const ACTION = "/request-quote";

/** The quote request in its card (a plan chosen on the pricing page comes pre-selected), or the thank-you. */
export function QuoteFormCard({
  token,
  plan,
  answer,
}: {
  token: string;
  plan: PlanId | null;
  answer?: FormActionData;
}) {
  const { quote } = useCopy().forms;
  return (
    <div className="card p-6 sm:p-10">
      <p className="text-lg text-ink-muted">{quote.intro}</p>
      <div className="mt-8">
        {answer?.sent ? (
          <FormSuccess {...quote.success} againTo={ACTION} />
        ) : (
          <QuoteForm token={token} plan={plan} lastResult={answer?.result} />
        )}
      </div>
    </div>
  );
}

function QuoteForm({
  token,
  plan,
  lastResult,
}: {
  token: string;
  plan: PlanId | null;
  lastResult?: FormActionData["result"];
}) {
  const copy = useCopy();
  const format = useFormat();
  const schema = useMemo(() => quoteSchema(copy.forms.validation, quoteChoicesIn(copy)), [copy]);
  const options = quoteOptionsIn(copy);
  const navigation = useNavigation();
  const [form, fields] = useSiteForm("quote-form", schema, lastResult, {
    plan: plan ?? "",
    service: plan ? "hosting" : "",
  });
  const pending = navigation.state === "submitting" && navigation.formAction === ACTION;
  const words = copy.forms.quote;
  const f = words.fields;
  const choices = (list: { value: string; label: string }[]) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <Form
      method="post"
      action={ACTION}
      {...getFormProps(form)}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <GuardFields token={token} />
      <FormError id={form.errorId} errors={form.errors} />
      <InputField meta={fields.name} copy={f.name} />
      <InputField meta={fields.company} copy={f.company} optional />
      <InputField meta={fields.email} copy={f.email} type="email" />
      <InputField meta={fields.phone} copy={f.phone} type="tel" />
      <Field meta={fields.service} label={f.service.label}>
        <select {...getSelectProps(fields.service)} className={inputClass}>
          <option value="">{f.service.placeholder}</option>
          {choices(options.services)}
        </select>
      </Field>
      <Field meta={fields.plan} label={f.plan.label} optional>
        <select {...getSelectProps(fields.plan)} className={inputClass}>
          <option value="">{f.plan.placeholder}</option>
          {choices(
            plansIn(copy).map((option) => ({
              value: option.id,
              label: format.fill(words.planOption, {
                name: option.name,
                price: format.taka(option.price),
                period: copy.pricing.period,
              }),
            })),
          )}
        </select>
      </Field>
      <Field meta={fields.budget} label={f.budget.label}>
        <select {...getSelectProps(fields.budget)} className={inputClass}>
          <option value="">{f.budget.placeholder}</option>
          {choices(options.budgets)}
        </select>
      </Field>
      <Field meta={fields.timeline} label={f.timeline.label}>
        <select {...getSelectProps(fields.timeline)} className={inputClass}>
          <option value="">{f.timeline.placeholder}</option>
          {choices(options.timelines)}
        </select>
      </Field>
      <Field
        meta={fields.details}
        label={f.details.label}
        hint={f.details.hint}
        className="sm:col-span-2"
      >
        <textarea
          {...getTextareaProps(fields.details, { ariaDescribedBy: `${fields.details.id}-hint` })}
          rows={6}
          className={inputClass}
        />
      </Field>
      <div className="sm:col-span-2">
        <SubmitButton label={words.submit} pending={pending} />
      </div>
    </Form>
  );
}
