/**
 * The booking page shows its times in Dhaka's time zone until it is told the visitor's. On a first
 * visit that names none, a browser in another zone asks once for the same page in its own, so a
 * visitor in Dubai sees Dubai's times; a zone the visitor chose, or an answer to the booking form,
 * is left as it is.
 */
export function visitorTimeZone() {
  const form = document.querySelector<HTMLFormElement>("form[data-time-zone]");
  if (!form || document.querySelector("[data-testid=form-success]")) return;
  const url = new URL(location.href);
  if (url.searchParams.has("tz") || url.hash) return;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || zone === form.dataset.timeZone) return;
  url.searchParams.set("tz", zone);
  location.replace(url);
}
