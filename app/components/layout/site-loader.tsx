import { site } from "~/content/site";

/**
 * The start-up overlay. The page's content is already rendered beneath it; it hides itself with a
 * CSS animation after the configured time, and it is aria-hidden because assistive technology can
 * read the page from the first moment. The inline script shows it on the first page of a browser
 * session only; without scripts a visit cannot be remembered, so it is not shown at all.
 */
export function SiteLoader() {
  if (!site.loader.enabled) return null;
  return (
    <div
      className="site-loader"
      aria-hidden="true"
      data-testid="site-loader"
      style={{ "--loader-duration": `${site.loader.durationMs}ms` } as React.CSSProperties}
    >
      <div className="site-loader__rings" />
    </div>
  );
}

export const loaderSeenScript = `try{var s=sessionStorage;if(!s.getItem("loader-seen")){s.setItem("loader-seen","1");document.documentElement.setAttribute("data-loader-first","")}}catch(e){}`;
