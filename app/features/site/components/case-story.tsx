import { Quote } from "lucide-react";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Story } from "~/content/people";

/** As many columns as the story has results (three at most), so that none leaves a gap. */
const columns: Record<number, string> = { 1: "max-w-56 grid-cols-1", 2: "grid-cols-2" };

/** One client's story: what was built, what changed (three results) and the client's words. */
export function CaseStory({ eyebrow, story }: { eyebrow: string; story: Story }) {
  return (
    <section id="story" aria-labelledby="story-title" className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div>
          <SectionHeading id="story-title" align="start" eyebrow={eyebrow} title={story.title} />
          <p className="mt-4 font-semibold text-brand-ink">{story.client}</p>
          <p className="mt-3 text-lg leading-8 text-ink-muted">{story.text}</p>
          <dl
            className={`mt-8 grid gap-3 sm:gap-5 ${columns[story.results.length] ?? "grid-cols-3"}`}
          >
            {story.results.map((result) => (
              <div
                key={result.label}
                className="flex flex-col-reverse rounded-2xl bg-tint p-4 sm:p-5"
              >
                <dt className="mt-1 text-sm leading-snug text-ink-muted">{result.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-brand-ink sm:text-3xl">
                  {result.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className="card p-7 sm:p-10">
          <Quote className="size-10 text-brand-300" aria-hidden="true" />
          <blockquote className="mt-4 text-lg leading-8 sm:text-xl">
            <p>{story.quote}</p>
          </blockquote>
          <figcaption className="mt-7 border-t border-line pt-5">
            <span className="block font-bold">{story.author}</span>
            <span className="block text-sm text-ink-muted">{story.role}</span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
