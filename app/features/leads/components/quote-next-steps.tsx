import { useCopy } from "~/components/copy-context";
import { ContactDetails } from "~/components/layout/contact-details";

/** Beside the quote form: what happens after a request, and how to call or write instead. */
export function QuoteNextSteps() {
  const { quote } = useCopy().forms;
  return (
    <aside
      aria-labelledby="quote-next-title"
      className="self-start rounded-[var(--radius-card)] bg-brand-900 p-8 text-white"
    >
      <h2 id="quote-next-title" className="text-xl font-bold">
        {quote.asideTitle}
      </h2>
      <ol className="mt-6 space-y-5">
        {quote.steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-white/15 font-bold">
              {index + 1}
            </span>
            <span className="text-brand-100">{step}</span>
          </li>
        ))}
      </ol>
      <ContactDetails
        show={["phone", "email"]}
        tone="dark"
        className="mt-8 border-t border-white/15 pt-6"
      />
    </aside>
  );
}
