import { reducedMotion } from "./motion";

/**
 * Carousels scroll natively (scroll snapping: touch, trackpad and keyboard). Here the arrows and
 * dots move between slides, and the dots and the spoken position follow the slide in view.
 */
export function carousels() {
  for (const region of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const track = region.querySelector<HTMLElement>("[data-carousel-track]");
    const status = region.querySelector<HTMLElement>("[data-carousel-status]");
    if (!track || !status) continue;
    const slides = [...track.querySelectorAll<HTMLElement>("[data-index]")];
    const dots = [...region.querySelectorAll<HTMLButtonElement>("[data-go-to]")];
    let current = 0;
    const show = (index: number) => {
      current = index;
      dots.forEach((dot, at) => {
        if (at === index) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
      status.textContent = slides[index]?.getAttribute("aria-label") ?? "";
    };
    const goTo = (index: number) => {
      const next = (index + slides.length) % slides.length;
      show(next);
      slides[next]?.scrollIntoView({
        behavior: reducedMotion() ? "auto" : "smooth",
        block: "nearest",
        inline: "start",
      });
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) show(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: track, threshold: 0.6 },
    );
    for (const slide of slides) observer.observe(slide);
    region.addEventListener("click", (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>("button");
      if (!button) return;
      if (button.dataset.goTo !== undefined) goTo(Number(button.dataset.goTo));
      else if (button.hasAttribute("data-previous")) goTo(current - 1);
      else if (button.hasAttribute("data-next")) goTo(current + 1);
    });
  }
}
