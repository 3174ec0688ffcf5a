import { ArrowRight, CalendarClock } from "lucide-react";
import { ActionLink, type Action } from "~/components/ui/action-link";
import { useCopy } from "~/components/copy-context";
import { Link } from "~/components/ui/localized";

export type HeroImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** A page's opening: its h1, what it offers, one main action and its illustration. */
export function Hero({
  eyebrow,
  title,
  text,
  primary,
  secondary,
  trust,
  image,
}: {
  eyebrow: string;
  title: string;
  text: string;
  primary: Action;
  secondary?: Action;
  trust: string;
  image: HeroImage;
}) {
  const { booking } = useCopy();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-tint to-surface">
      <div
        aria-hidden="true"
        className="absolute -end-40 -top-40 size-[36rem] rounded-full bg-tint-strong/70 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-surface-raised/80 px-4 py-1.5 text-sm font-semibold text-brand-ink shadow-sm ring-1 ring-tint-strong">
            <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
            {eyebrow}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-ink-muted">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionLink action={primary} className="btn-primary">
              <ArrowRight className="size-5 rtl:rotate-180" aria-hidden="true" />
            </ActionLink>
            {secondary && <ActionLink action={secondary} className="btn-ghost" />}
          </div>
          <Link
            to="/book"
            className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-ink underline-offset-4 hover:underline"
          >
            <CalendarClock className="size-5" aria-hidden="true" />
            {booking.links.hero}
          </Link>
          <p className="mt-6 text-sm font-medium text-ink-muted">{trust}</p>
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-xl"
        />
      </div>
    </section>
  );
}
