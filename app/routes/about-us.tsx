import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/about-us";
import { PageBanner } from "~/components/layout/page-banner";
import { Testimonials } from "~/components/sections/testimonials";
import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/ui/section-heading";
import { aboutPage } from "~/content/about";
import { allServices } from "~/content/services";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: aboutPage.title, description: aboutPage.metaDescription, path: "/about-us" });

/** The six services shown on this page; the seventh, consultancy, is offered with all of them. */
const SERVICE_CARD_COUNT = 6;

export default function AboutUs() {
  const { intro, closing } = aboutPage;
  return (
    <>
      <PageBanner title={aboutPage.title} />

      <section aria-labelledby="about-intro-title" className="section">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <img
            src="/images/about-intro.svg"
            alt={intro.image.alt}
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
                  <BadgeCheck className="size-5 text-brand-600" aria-hidden="true" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-services-title" className="section bg-surface-muted">
        <div className="container-page">
          <SectionHeading
            id="about-services-title"
            eyebrow={aboutPage.servicesEyebrow}
            title={aboutPage.servicesTitle}
          />
          <ul
            className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            data-testid="about-services"
          >
            {allServices.slice(0, SERVICE_CARD_COUNT).map((service) => (
              <li key={service.title} className="reveal card p-7">
                <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
                  <Icon name={service.icon} className="size-7" />
                </span>
                <h3 className="mt-5 text-xl font-bold">{service.title}</h3>
                <p className="mt-3 text-ink-muted">{service.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Testimonials />

      <section aria-labelledby="about-closing-title" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <SectionHeading
              id="about-closing-title"
              align="start"
              eyebrow={closing.eyebrow}
              title={closing.title}
              text={closing.text}
            />
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={closing.primary.to} className="btn-primary">
                {closing.primary.label}
              </Link>
              <Link to={closing.secondary.to} className="btn-ghost">
                {closing.secondary.label}
              </Link>
            </div>
          </div>
          <ul className="grid gap-5 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            {closing.values.map((value) => (
              <li key={value.title} className="card p-6">
                <h3 className="text-lg font-bold">{value.title}</h3>
                <p className="mt-2 text-ink-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
