import { ArrowUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useCopy } from "~/components/copy-context";

/** What the button must never cover on a phone: forms (and their errors) and carousels. */
const KEEP_CLEAR = 'form, [role="region"][aria-roledescription]';

/**
 * Shown once the page has scrolled more than one viewport height. On a narrow screen it steps
 * aside while a form or a carousel passes under its corner, so that it never hides an error
 * message, a field or a slide's text.
 */
export function BackToTop() {
  const { chrome } = useCopy();
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const narrow = window.matchMedia("(max-width: 767px)");
    let frame = 0;
    const covers = () => {
      if (!narrow.matches || !button.current) return false;
      // The corner the button takes (end-5 bottom-5, 48 px), measured even while it is hidden.
      const half = 24;
      const inset = 20 + half;
      const width = document.documentElement.clientWidth;
      const x = document.documentElement.dir === "rtl" ? inset : width - inset;
      const y = window.innerHeight - inset;
      const points = [-half, 0, half].flatMap((dy) => [-half, half].map((dx) => [x + dx, y + dy]));
      return points.some(([px, py]) =>
        document
          .elementsFromPoint(px!, py!)
          .some((element) => element !== button.current && element.closest(KEEP_CLEAR)),
      );
    };
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setVisible(window.scrollY > window.innerHeight && !covers()),
      );
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  return (
    <a
      ref={button}
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
