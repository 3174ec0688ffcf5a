import { ArrowUp } from "lucide-react";
import { useCopy } from "~/components/copy-context";

/**
 * The back-to-top button. The site's small script shows it once the page has scrolled more than
 * one viewport height and keeps it clear of forms and carousels (app/browser/back-to-top.ts).
 */
export function BackToTop() {
  const { chrome } = useCopy();
  return (
    <a
      href="#top"
      hidden
      data-back-to-top=""
      className="fixed end-5 bottom-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-[var(--shadow-lift)] transition-colors hover:bg-brand-800"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
      <span className="sr-only">{chrome.backToTop}</span>
    </a>
  );
}
