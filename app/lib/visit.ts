import { utmOf, type Utm } from "./utm";

/**
 * How a visit began: its first page on the site, the site that sent the visitor there (its host
 * name, or null for a typed address or a bookmark), and the campaign tags of that first address.
 * The visitor's own browser keeps it for the visit (the tab's session storage) and sends it with
 * every form (the `visit` field) and every count it reports.
 */
export type FirstTouch = { landing: string; referrer: string | null; utm: Utm | null };

/** The form field the site script adds to every form the visitor sends, with the visit's first touch. */
export const VISIT_FIELD = "visit";

/** A page's path as the site has them: a slash and at most 200 letters, digits and -_./% */
const PAGE_PATH = /^\/[a-z0-9\-_./%]{0,200}$/i;
const HOST = /^(?=.{1,120}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/**
 * A first touch as the browser sends it (`{ l: path, r: host, u: query string }`), or null when it
 * is not one: anything else, longer or in another shape is refused, never repaired.
 */
export function touchOf(value: unknown): FirstTouch | null {
  if (typeof value !== "object" || value === null) return null;
  const { l, r, u } = value as Record<string, unknown>;
  if (typeof l !== "string" || !PAGE_PATH.test(l)) return null;
  if (r !== undefined && r !== "" && (typeof r !== "string" || !HOST.test(r))) return null;
  if (u !== undefined && (typeof u !== "string" || u.length > 1000)) return null;
  return {
    landing: l,
    referrer: r ? r.toLowerCase() : null,
    utm: u ? utmOf(new URLSearchParams(u)) : null,
  };
}

/** The first touch a form carried in its `visit` field, if it carried a well-formed one. */
export function touchOfField(field: FormDataEntryValue | null): FirstTouch | null {
  if (typeof field !== "string" || field.length > 2000) return null;
  try {
    return touchOf(JSON.parse(field));
  } catch {
    return null;
  }
}

/** Hosts whose many addresses are one source (l.facebook.com, www.google.com.bd, …). */
const KNOWN_SOURCES: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "google"],
  [/(^|\.)(facebook\.com|fb\.me|fb\.com)$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, "linkedin"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)(twitter\.com|x\.com)$|^t\.co$/, "x"],
  [/(^|\.)bing\.com$/, "bing"],
  [/(^|\.)whatsapp\.com$|^wa\.me$/, "whatsapp"],
];

/**
 * The source a visit is counted under: its utm_source when the address had one, else the site it
 * came from (a known site by its name, another by its host without "www."), else "direct".
 */
export function sourceOfTouch(touch: Pick<FirstTouch, "referrer" | "utm"> | null): string {
  const tagged = touch?.utm?.utm_source?.trim().toLowerCase();
  if (tagged) return tagged.slice(0, 100);
  const host = touch?.referrer;
  if (!host) return "direct";
  for (const [pattern, name] of KNOWN_SOURCES) if (pattern.test(host)) return name;
  return host.replace(/^(www|m)\./, "");
}

export type DeviceClass = "mobile" | "tablet" | "desktop";

/** A browser's class of device, from its user agent: phones, tablets, and everything else. */
export function deviceOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return "mobile";
  return "desktop";
}
