import { ArrowRight } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";

export function Hero() {
  const { hero } = useCopy().home;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-surface">
      <div
        aria-hidden="true"
        className="absolute -end-40 -top-40 size-[36rem] rounded-full bg-brand-100/70 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-ink-muted">{hero.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/contact" className="btn-primary">
              {hero.primary}
              <ArrowRight className="size-5 rtl:rotate-180" aria-hidden="true" />
            </Link>
            <Link to="/service" className="btn-ghost">
              {hero.secondary}
            </Link>
          </div>
          <p className="mt-6 text-sm font-medium text-ink-muted">{hero.trust}</p>
        </div>
        <picture>
          <source
            type="image/avif"
            srcSet="/images/hero-480.avif 480w, /images/hero-960.avif 960w"
            sizes="(min-width: 1024px) 560px, 92vw"
          />
          <source
            type="image/webp"
            srcSet="/images/hero-480.webp 480w, /images/hero-960.webp 960w"
            sizes="(min-width: 1024px) 560px, 92vw"
          />
          <img
            src="/images/hero.svg"
            alt={hero.imageAlt}
            width="640"
            height="520"
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-xl"
          />
        </picture>
      </div>
    </section>
  );
}
