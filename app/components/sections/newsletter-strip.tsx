import { Mail } from "lucide-react";
import { newsletter } from "~/content/home";

export function NewsletterStrip() {
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
            <form method="post" action="/newsletter" className="w-full">
              <div className="flex flex-col gap-3 sm:flex-row">
                <label htmlFor="newsletter-email" className="sr-only">
                  {newsletter.label}
                </label>
                <div className="relative flex-1">
                  <Mail
                    className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
                    aria-hidden="true"
                  />
                  <input
                    id="newsletter-email"
                    type="email"
                    name="email"
                    autoComplete="email"
                    placeholder={newsletter.placeholder}
                    className="min-h-12 w-full rounded-full border-0 bg-white ps-12 pe-4 text-ink placeholder:text-slate-500"
                  />
                </div>
                <button type="submit" className="btn-accent min-h-12">
                  {newsletter.button}
                </button>
              </div>
              <p className="mt-3 text-sm text-brand-100">{newsletter.note}</p>
            </form>
          </div>
        </div>
      </div>
    </section>
  );
}
