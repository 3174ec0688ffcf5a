import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
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
 * without scripts. Scripts add the previous/next arrows, the dots and an announcement of the slide
 * in view. Slides follow the text direction, so the arrows mirror under RTL.
 */
export function Carousel({ slides, labels }: { slides: ReactNode[]; labels: CarouselLabels }) {
  const { fill } = useFormat();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const root = track.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root, threshold: 0.6 },
    );
    root.querySelectorAll("[data-index]").forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, []);

  const goTo = (index: number) => {
    const next = (index + slides.length) % slides.length;
    setCurrent(next);
    const slide = track.current?.children[next];
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    slide?.scrollIntoView({
      behavior: reduce ? "auto" : "smooth",
      block: "nearest",
      inline: "start",
    });
  };

  const arrow =
    "inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface-raised text-ink shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-700 hover:text-white";

  return (
    <div role="region" aria-roledescription={labels.carousel} aria-label={labels.region}>
      <div
        ref={track}
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
      <div className="mt-8 flex items-center justify-center gap-5">
        <button
          type="button"
          className={arrow}
          onClick={() => goTo(current - 1)}
          aria-label={labels.previous}
        >
          <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
        <ul className="flex items-center gap-1">
          {slides.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => goTo(index)}
                aria-label={fill(labels.goTo, { index: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                className="group inline-flex size-11 items-center justify-center"
              >
                <span className="block size-3 rounded-full bg-line transition-all group-aria-current:w-7 group-aria-current:bg-brand-700" />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={arrow}
          onClick={() => goTo(current + 1)}
          aria-label={labels.next}
        >
          <ChevronRight className="size-5 rtl:rotate-180" aria-hidden="true" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="carousel-status">
        {fill(labels.position, { index: current + 1, total: slides.length })}
      </p>
    </div>
  );
}
