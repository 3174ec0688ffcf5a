/**
 * The office map comes from a third-party host, so its frame is added only once the map scrolls
 * into view or the visitor asks for it.
 */
export function maps() {
  for (const map of document.querySelectorAll<HTMLElement>("[data-map]")) {
    const holder = map.querySelector<HTMLElement>("[data-map-frame]");
    if (!holder) continue;
    const load = () => {
      observer.disconnect();
      if (holder.hasChildNodes()) return;
      const frame = document.createElement("iframe");
      frame.src = holder.dataset.mapFrame ?? "";
      frame.title = holder.dataset.title ?? "";
      frame.className = "absolute inset-0 size-full border-0";
      frame.referrerPolicy = "no-referrer-when-downgrade";
      holder.append(frame);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) load();
      },
      { threshold: 0.2 },
    );
    observer.observe(map);
    map.querySelector("button[data-map-load]")?.addEventListener("click", load);
  }
}
