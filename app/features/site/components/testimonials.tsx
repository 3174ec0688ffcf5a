import { Quote, Star } from "lucide-react";
import { Carousel } from "~/components/ui/carousel";
import { SectionHeading } from "~/components/ui/section-heading";
import { useCopy, useFormat } from "~/components/copy-context";
import { testimonialsIn } from "~/content/people";

export function Testimonials() {
  const copy = useCopy();
  const intro = copy.people.testimonials;
  const format = useFormat();
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="section bg-surface-muted"
    >
      <div className="container-page max-w-4xl">
        <SectionHeading id="testimonials-title" eyebrow={intro.eyebrow} title={intro.title} />
        <div className="mt-12">
          <Carousel
            labels={intro.carousel}
            slides={testimonialsIn(copy).map((item) => (
              <figure key={item.author} className="card h-full p-7 sm:p-10">
                <Quote className="size-10 text-brand-300" aria-hidden="true" />
                <p
                  className="flex gap-1 text-amber-500"
                  role="img"
                  aria-label={intro.ratingLabel}
                  data-testid="stars"
                >
                  {Array.from({ length: item.rating }, (_, index) => (
                    <Star key={index} className="size-5 fill-current" aria-hidden="true" />
                  ))}
                </p>
                <blockquote className="mt-5 text-lg leading-8 sm:text-xl">
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="mt-7 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
                  <span className="flex items-center gap-3">
                    {item.photo ? (
                      <img
                        src={item.photo}
                        alt=""
                        width="48"
                        height="48"
                        loading="lazy"
                        className="size-12 shrink-0 rounded-full bg-tint object-cover"
                      />
                    ) : null}
                    <span>
                      <span className="block font-bold">{item.author}</span>
                      <span className="block text-sm text-ink-muted">{item.role}</span>
                    </span>
                  </span>
                  <time dateTime={item.date} className="text-sm text-ink-muted">
                    {format.date(item.date)}
                  </time>
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </div>
    </section>
  );
}
