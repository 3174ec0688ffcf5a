import { useCopy } from "~/components/copy-context";
import { LearnMoreLink } from "~/components/ui/learn-more-link";
import { SectionHeading } from "~/components/ui/section-heading";
import { Tabs } from "~/components/ui/tabs";
import { servicesIn } from "~/content/services";

export function ServiceTabs() {
  const copy = useCopy();
  const intro = copy.home.serviceTabs;
  return (
    <section
      id="what-we-do"
      aria-labelledby="what-we-do-title"
      className="section bg-surface-muted"
    >
      <div className="container-page">
        <SectionHeading id="what-we-do-title" eyebrow={intro.eyebrow} title={intro.title} />
        <div className="mt-10">
          <Tabs
            label={intro.tabsLabel}
            items={servicesIn(copy).tabs.map((tab) => ({
              id: tab.slug,
              label: tab.label,
              panel: (
                <div className="grid items-center gap-8 lg:grid-cols-2 lg:gap-14">
                  <img
                    src={tab.image}
                    alt={tab.imageAlt}
                    width="560"
                    height="420"
                    loading="lazy"
                    decoding="async"
                    className="card h-auto w-full bg-surface-raised p-4"
                  />
                  <div>
                    <h3 className="text-2xl font-bold sm:text-3xl">{tab.heading}</h3>
                    <p className="mt-4 text-lg leading-8 text-ink-muted">{tab.text}</p>
                    <LearnMoreLink
                      to={tab.to}
                      label={intro.learnMore}
                      subject={tab.label}
                      button
                      className="mt-7"
                    />
                  </div>
                </div>
              ),
            }))}
          />
        </div>
      </div>
    </section>
  );
}
