import { useCopy } from "~/components/copy-context";
import { NewsletterForm } from "./newsletter-form";

export function NewsletterStrip() {
  const { newsletter } = useCopy().home;
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="pb-16 sm:pb-24">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-10 text-white sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute -end-16 -top-16 size-64 rounded-full border-2 border-dashed border-white/15"
          />
          <div className="relative grid gap-8 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="newsletter-title" className="text-2xl font-bold sm:text-3xl">
                {newsletter.title}
              </h2>
              <p className="mt-3 text-brand-100">{newsletter.text}</p>
            </div>
            <div className="text-ink" data-tone="dark">
              <NewsletterForm />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
