import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useCopy } from "~/components/copy-context";

/** Shown once the page has scrolled more than one viewport height. */
export function BackToTop() {
  const { chrome } = useCopy();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  return (
    <a
      href="#top"
      hidden={!visible}
      onClick={(event) => {
        event.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
      className="fixed end-5 bottom-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-[var(--shadow-lift)] transition-colors hover:bg-brand-800"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
      <span className="sr-only">{chrome.backToTop}</span>
    </a>
  );
}
