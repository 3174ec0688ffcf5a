import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/ui/section-heading";
import { Tabs } from "~/components/ui/tabs";
import { serviceTabsIntro } from "~/content/home";
import { serviceTabs } from "~/content/services";

export function ServiceTabs() {
  return (
    <section
      id="what-we-do"
      aria-labelledby="what-we-do-title"
      className="section bg-surface-muted"
    >
      <div className="container-page">
        <SectionHeading
          id="what-we-do-title"
          eyebrow={serviceTabsIntro.eyebrow}
          title={serviceTabsIntro.title}
        />
        <div className="mt-10">
          <Tabs
            label={serviceTabsIntro.tabsLabel}
            items={serviceTabs.map((tab) => ({
              id: tab.id,
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
                    <p className="mt-4 text-lg leading-8 text-ink-muted">{tab.description}</p>
                    <Link to={tab.to} className="btn-primary mt-7">
                      {serviceTabsIntro.learnMore}
                      <span className="sr-only">: {tab.label}</span>
                      <ArrowRight className="size-5 rtl:rotate-180" aria-hidden="true" />
                    </Link>
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
