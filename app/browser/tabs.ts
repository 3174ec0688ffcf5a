import { rightToLeft } from "./motion";

/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop, a click or the arrow keys select a tab and show its
 * panel, Home and End jump to the ends. Arrow directions follow the text direction.
 */
export function tabs() {
  for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
    const items = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (index: number, focus: boolean) => {
      const next = (index + items.length) % items.length;
      items.forEach((tab, at) => {
        tab.setAttribute("aria-selected", String(at === next));
        tab.tabIndex = at === next ? 0 : -1;
        const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
        if (panel) panel.hidden = at !== next;
      });
      if (focus) items[next]?.focus();
    };
    const current = () => items.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
    items.forEach((tab, index) => tab.addEventListener("click", () => select(index, false)));
    list.addEventListener("keydown", (event) => {
      const step = { ArrowRight: rightToLeft() ? -1 : 1, ArrowLeft: rightToLeft() ? 1 : -1 }[
        event.key
      ];
      if (step) select(current() + step, true);
      else if (event.key === "Home") select(0, true);
      else if (event.key === "End") select(items.length - 1, true);
      else return;
      event.preventDefault();
    });
  }
}
