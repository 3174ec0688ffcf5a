/**
 * The page's speed as this visitor's browser measured it (largest contentful paint, interaction to
 * next paint, layout shift, time to first byte), reported to /insights with the `web-vitals`
 * library when the page is hidden or left. The site script loads this for a sample of page views
 * only (see app/browser/insights.ts), so that most visitors never download it.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

const report = ({ name, value }: Metric) =>
  navigator.sendBeacon(
    "/insights",
    JSON.stringify({ k: "speed", n: name, v: value, p: location.pathname, e: 0 }),
  );

onLCP(report);
onINP(report);
onCLS(report);
onTTFB(report);
