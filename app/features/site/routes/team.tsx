import type { Route } from "./+types/team";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { CallToAction } from "../components/call-to-action";
import { Office, TeamMembers, TeamValues, WorkProcess } from "../components/team";
import { SectionHeading } from "~/components/ui/section-heading";
import { copyForPath, siteMetaIn } from "~/content/copy";
import { pageMeta } from "~/lib/page/seo";
import { searchTextOf } from "~/content/search";

/** The spec's second about page: the team, how it works, its office and its values. */
export const meta: Route.MetaFunction = ({ location }) => {
  const copy = copyForPath(location.pathname);
  return pageMeta(siteMetaIn(copy), {
    ...searchTextOf(copy, "/about-us-another"),
    path: "/about-us-another",
    kind: "AboutPage",
    breadcrumb: {
      parents: [{ title: copy.about.title, to: "/about-us" }],
      current: copy.team.title,
    },
  });
};

export default function Team() {
  const { team, about } = useCopy();
  return (
    <>
      <PageBanner title={team.title} parents={[{ title: about.title, to: "/about-us" }]} />
      <section aria-labelledby="team-intro-title" className="section">
        <div className="container-page">
          <SectionHeading id="team-intro-title" {...team.intro} />
        </div>
      </section>
      <TeamMembers />
      <WorkProcess />
      <Office />
      <TeamValues />
      <CallToAction id="team-cta-title" {...team.cta} />
    </>
  );
}
