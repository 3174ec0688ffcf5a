import { useCopy } from "~/components/copy-context";
import { Hero } from "./hero";
import { IconRow } from "./icon-row";
import { ServicesGrid } from "./services-grid";
import { WhyChooseUs } from "./why-choose-us";
import { homeHeroImage, whyUsPointsIn } from "~/content/home";
import { servicesIn } from "~/content/services";

/** The home page's first screens: its hero, the service chips and cards, and why choose us. */
export function HomeIntro() {
  const copy = useCopy();
  const { hero, servicesIntro, whyChooseUs } = copy.home;
  return (
    <>
      <Hero
        {...hero}
        primary={{ label: hero.primary, to: "/contact" }}
        secondary={{ label: hero.secondary, to: "/service" }}
        image={{ ...homeHeroImage, alt: hero.imageAlt }}
      />
      <IconRow />
      <ServicesGrid
        heading={servicesIntro}
        cards={servicesIn(copy).homeCards}
        more={servicesIntro.more}
      />
      <WhyChooseUs
        heading={whyChooseUs}
        action={{ label: whyChooseUs.cta, to: "/contact" }}
        points={whyUsPointsIn(copy)}
      />
    </>
  );
}
