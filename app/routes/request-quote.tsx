import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/request-quote";
import { PageBanner } from "~/components/layout/page-banner";
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
import { quoteForm, quoteOptions } from "~/content/forms";
import { plans } from "~/content/plans";
import { site } from "~/content/site";
import { formatTaka } from "~/lib/format";
import { quoteSchema } from "~/lib/forms/quote";
import { pageMeta } from "~/lib/seo";
import { formTokenFor, handleFormSubmission } from "~/server/forms.server";
import { saveQuoteRequest } from "~/server/leads.server";

export function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("plan");
  const plan = plans.some((p) => p.id === requested) ? requested : null;
  return { formToken: formTokenFor(context), plan };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, outbox, env } = context.services;
  return handleFormSubmission({
    request,
    context,
    form: "quote",
    schema: quoteSchema,
    save: (value) => saveQuoteRequest(db, outbox, env.MAIL_TO, value, context.ip),
  });
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: quoteForm.title,
    description: quoteForm.metaDescription,
    path: "/request-quote",
  });

export default function RequestQuote({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={quoteForm.title} />
      <section className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div className="card p-6 sm:p-10">
            <p className="text-lg text-ink-muted">{quoteForm.intro}</p>
            <div className="mt-8">
              {actionData?.sent ? (
                <FormSuccess {...quoteForm.success} againTo="/request-quote" />
              ) : (
                <QuoteForm
                  token={loaderData.formToken}
                  plan={loaderData.plan}
                  lastResult={actionData?.result}
                />
              )}
            </div>
          </div>
          <aside
            aria-labelledby="quote-next-title"
            className="self-start rounded-[var(--radius-card)] bg-brand-900 p-8 text-white"
          >
            <h2 id="quote-next-title" className="text-xl font-bold">
              {quoteForm.asideTitle}
            </h2>
            <ol className="mt-6 space-y-5">
              {quoteForm.steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white/15 font-bold">
                    {index + 1}
                  </span>
                  <span className="text-brand-100">{step}</span>
                </li>
              ))}
            </ol>
            <p className="mt-8 border-t border-white/15 pt-6 text-brand-100">
              <a
                href={`tel:${site.phones[0].e164}`}
                className="font-semibold text-white underline-offset-4 hover:underline"
                dir="ltr"
              >
                {site.phones[0].display}
              </a>
              <br />
              <a
                href={`mailto:${site.email}`}
                className="font-semibold text-white underline-offset-4 hover:underline"
              >
                {site.email}
              </a>
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}

function QuoteForm({
  token,
  plan,
  lastResult,
}: {
  token: string;
  plan: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useSiteForm("quote-form", quoteSchema, lastResult, {
    plan: plan ?? "",
    service: plan ? "hosting" : "",
  });
  const pending = navigation.state === "submitting" && navigation.formAction === "/request-quote";
  const f = quoteForm.fields;
  return (
    <Form
      method="post"
      action="/request-quote"
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
          {quoteOptions.services.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={fields.plan} label={f.plan.label} optional>
        <select {...getSelectProps(fields.plan)} className={inputClass}>
          <option value="">{f.plan.placeholder}</option>
          {plans.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}: {formatTaka(option.price)}/{option.period}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={fields.budget} label={f.budget.label}>
        <select {...getSelectProps(fields.budget)} className={inputClass}>
          <option value="">{f.budget.placeholder}</option>
          {quoteOptions.budgets.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field meta={fields.timeline} label={f.timeline.label}>
        <select {...getSelectProps(fields.timeline)} className={inputClass}>
          <option value="">{f.timeline.placeholder}</option>
          {quoteOptions.timelines.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
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
        <SubmitButton label={quoteForm.submit} pending={pending} />
      </div>
    </Form>
  );
}
