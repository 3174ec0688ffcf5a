import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useFormat } from "~/components/copy-context";

/** The carousel's words; "{index}" and "{total}" in `position` and `goTo` are slide numbers. */
type CarouselLabels = {
  region: string;
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  goTo: string;
  position: string;
};

/**
 * A swipeable slider built on native scroll snapping: touch, trackpad and keyboard scrolling work
 * without scripts. The site's small script drives the previous/next arrows and the dots and
 * announces the slide in view (app/browser/carousel.ts); without scripts those controls are not
 * shown. Slides follow the text direction, so the arrows mirror under RTL.
 */
export function Carousel({ slides, labels }: { slides: ReactNode[]; labels: CarouselLabels }) {
  const { fill } = useFormat();
  const arrow =
    "inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface-raised text-ink shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-700 hover:text-white";

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={labels.region}
      data-carousel=""
    >
      <div
        data-carousel-track=""
        // Focusable so that the keyboard can scroll it; the region around it names it.
        tabIndex={0}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none] motion-reduce:scroll-auto"
        data-testid="carousel-track"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            data-index={index}
            role="group"
            aria-roledescription={labels.slide}
            aria-label={fill(labels.position, { index: index + 1, total: slides.length })}
            className="w-full shrink-0 snap-start"
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="carousel-controls mt-8 flex items-center justify-center gap-5">
        <button type="button" className={arrow} data-previous="" aria-label={labels.previous}>
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
        <ul className="flex items-center gap-1">
          {slides.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                data-go-to={index}
                aria-label={fill(labels.goTo, { index: index + 1 })}
                aria-current={index === 0 ? "true" : undefined}
                className="group inline-flex size-11 items-center justify-center"
              >
                <span className="block size-3 rounded-full bg-line transition-all group-aria-current:w-7 group-aria-current:bg-brand-700" />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={arrow} data-next="" aria-label={labels.next}>
          <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
      </div>
      <p
        className="sr-only"
        aria-live="polite"
        aria-atomic="true"
        data-carousel-status=""
        data-testid="carousel-status"
        suppressHydrationWarning
      >
        {fill(labels.position, { index: 1, total: slides.length })}
      </p>
    </div>
  );
}
