import { ChevronRight } from "lucide-react";
import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";
import { breadcrumbTrail, type Crumb } from "~/lib/page/seo";

/**
 * The title banner every inner page opens with: the page's h1 and where it sits in the site. The
 * breadcrumb runs from Home through `parents` to `current` (the title unless it says otherwise).
 */
export function PageBanner({
  title,
  parents = [],
  current = title,
  titleLanguage,
}: {
  title: string;
  parents?: Crumb[];
  current?: string;
  /** `lang` and `dir` of a title in another language than the page's. */
  titleLanguage?: { lang?: string; dir?: "ltr" | "rtl" };
}) {
  const { chrome } = useCopy();
  const crumbs = breadcrumbTrail(chrome.breadcrumb.home, { parents, current });
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_20rem_at_85%_-10%,rgb(16_185_129/0.35),transparent),radial-gradient(40rem_18rem_at_0%_120%,rgb(244_63_94/0.25),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-6 h-px border-t-2 border-dashed border-white/15"
      />
      <div className="container-page relative py-14 sm:py-20">
        <h1 {...titleLanguage} className="text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <nav aria-label={chrome.breadcrumb.label} className="mt-4">
          <ol className="flex flex-wrap items-center gap-1.5 text-brand-100">
            {crumbs.map((crumb, index) => (
              <li key={crumb.title} className="flex items-center gap-1.5">
                {index > 0 && <ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />}
                {crumb.to ? (
                  <Link
                    to={crumb.to}
                    className="underline-offset-4 hover:text-white hover:underline"
                  >
                    {crumb.title}
                  </Link>
                ) : (
                  <span aria-current="page" className="font-semibold text-white">
                    {crumb.title}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </section>
  );
}
