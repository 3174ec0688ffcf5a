import { BadgeCheck } from "lucide-react";
import { useCopy } from "~/components/copy-context";
import { SectionHeading } from "~/components/ui/section-heading";

/** Who the agency is: a picture, its story and a few facts. */
export function AboutIntro() {
  const { intro } = useCopy().about;
  return (
    <section aria-labelledby="about-intro-title" className="section">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <img
          src="/images/about-intro.svg"
          alt={intro.imageAlt}
          width="560"
          height="460"
          fetchPriority="high"
          className="h-auto w-full"
        />
        <div>
          <SectionHeading
            id="about-intro-title"
            align="start"
            eyebrow={intro.eyebrow}
            title={intro.title}
          />
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-8 text-ink-muted">
              {paragraph}
            </p>
          ))}
          <ul className="mt-7 grid gap-3 sm:grid-cols-2">
            {intro.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2.5 font-semibold">
                <BadgeCheck className="size-5 text-brand-ink" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
