const STICKY_AFTER_PX = 100;

/** The header takes its raised look once the page has scrolled past 100 px. */
export function stickyHeader() {
  const header = document.querySelector<HTMLElement>("header[data-sticky]");
  if (!header) return;
  const update = () => header.setAttribute("data-sticky", String(window.scrollY > STICKY_AFTER_PX));
  update();
  window.addEventListener("scroll", update, { passive: true });
}
