import { reducedMotion, rightToLeft } from "./motion";

/** What the button must never cover on a phone: forms (and their errors) and carousels. */
const KEEP_CLEAR = 'form, [role="region"][aria-roledescription]';

/**
 * The back-to-top button shows once the page has scrolled more than one viewport height. On a
 * narrow screen it steps aside while a form or a carousel passes under its corner, so that it never
 * hides an error message, a field or a slide's text.
 */
export function backToTop() {
  const button = document.querySelector<HTMLAnchorElement>("a[data-back-to-top]");
  if (!button) return;
  const narrow = window.matchMedia("(max-width: 767px)");
  const covers = () => {
    if (!narrow.matches) return false;
    // The corner the button takes (end-5 bottom-5, 48 px), measured even while it is hidden.
    const half = 24;
    const inset = 20 + half;
    const x = rightToLeft() ? inset : document.documentElement.clientWidth - inset;
    const y = window.innerHeight - inset;
    return [-half, 0, half].some((dy) =>
      [-half, half].some((dx) =>
        document
          .elementsFromPoint(x + dx, y + dy)
          .some((element) => element !== button && element.closest(KEEP_CLEAR)),
      ),
    );
  };
  let frame = 0;
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      button.hidden = !(window.scrollY > window.innerHeight && !covers());
    });
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update, { passive: true });
  button.addEventListener("click", (event) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: reducedMotion() ? "auto" : "smooth" });
    document.getElementById("top")?.focus({ preventScroll: true });
  });
}
