/**
 * Counts the visit for the agency's insights, without a cookie (see
 * docs/decisions/2026-11-28-insights-without-cookies.md). The visit's first touch (its first page,
 * the host of the site that sent it, that page's query) is kept in this tab's session storage; each
 * page sends one view to /insights with it, a tap on the agency's phone, e-mail or WhatsApp link a
 * goal, and so does the first thing typed into a form; every form sent carries the first touch in
 * its `visit` field, so that the lead records where the visit began. A page being prepared ahead
 * (speculation rules) counts once it is shown. One page view in five also loads the speed report.
 */
const KEY = "visit";
/** The share of page views that also report their speed (app/browser/vitals.ts). */
const SPEED_SAMPLE = 0.2;

export function insights() {
  let touch: string | null = null;
  let entry = 0;
  try {
    touch = sessionStorage.getItem(KEY);
  } catch {
    // Without storage each page is a visit of its own; the counts stay right.
  }
  if (!touch) {
    entry = 1;
    let from = "";
    try {
      from = new URL(document.referrer).hostname;
    } catch {
      // A typed address or a bookmark: no referrer.
    }
    touch = JSON.stringify({
      l: location.pathname,
      r: from === location.hostname ? "" : from,
      u: location.search,
    });
    try {
      sessionStorage.setItem(KEY, touch);
    } catch {
      // As above.
    }
  }
  const report = (kind: string, name = "") => {
    navigator.sendBeacon(
      "/insights",
      `{"k":"${kind}","n":"${name}","p":${JSON.stringify(location.pathname)},"e":${entry},"t":${touch}}`,
    );
    entry = 0;
  };
  const started = new Set<string>();
  const listen = (type: string, handle: (target: Element, event: Event) => void) =>
    document.addEventListener(type, (event) => handle(event.target as Element, event), true);
  listen("click", (target) => {
    const href = target.closest?.("a")?.href ?? "";
    const goal = href.startsWith("tel:")
      ? "call"
      : href.startsWith("mailto:")
        ? "email"
        : /^https:\/\/wa\.me\/\d/.test(href)
          ? "whatsapp"
          : "";
    if (goal) report("goal", goal);
  });
  listen("input", (target) => {
    const id = target.closest?.("form")?.id ?? "";
    if (/^[a-z]+-form$/.test(id) && !started.has(id)) {
      started.add(id);
      report("goal", `start:${id.slice(0, -5)}`);
    }
  });
  // Forms that send (POST) carry it; a search (GET) keeps its address as it is.
  listen("formdata", (form, event) => {
    if ((form as HTMLFormElement).method === "post")
      (event as FormDataEvent).formData.set(KEY, touch!);
  });
  const shown = () => {
    report("view");
    // A robot's counts are dropped by the server: it need not fetch the speed report either.
    if (
      Math.random() < SPEED_SAMPLE &&
      !/bot|crawl|spider|Lighthouse|Headless/i.test(navigator.userAgent)
    ) {
      const script = document.createElement("script");
      script.type = "module";
      script.src = __VITALS_SCRIPT__;
      document.head.append(script);
    }
  };
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", shown, { once: true });
  } else shown();
}
