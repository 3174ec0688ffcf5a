/**
 * The site's one small script (see docs/decisions/2026-11-23-scripts-only-where-they-pay.md). It
 * gives every public page its few behaviours without React: each part looks for its markup and
 * does nothing on a page without it. It changes attributes, properties and the contents of
 * elements the server renders for it alone, never markup React owns, so a form page that later
 * loads the React runtime hydrates over it unchanged.
 */
import { loadWebFonts } from "~/lib/page/web-fonts";
import { answerInPlace } from "./answer-in-place";
import { backToTop } from "./back-to-top";
import { carousels } from "./carousel";
import { commentAuthor } from "./comment-author";
import { counters } from "./counters";
import { dialogs } from "./dialogs";
import { drawSections } from "./draw-sections";
import { insights } from "./insights";
import { historyBack, languageMemory } from "./links";
import { maps } from "./map";
import { reveals } from "./reveal";
import { stickyHeader } from "./sticky-header";
import { tabs } from "./tabs";
import { themeSwitches } from "./theme-switch";
import { visitorTimeZone } from "./time-zone";

const behaviours = [
  visitorTimeZone,
  insights,
  loadWebFonts,
  dialogs,
  stickyHeader,
  backToTop,
  themeSwitches,
  languageMemory,
  historyBack,
  counters,
  reveals,
  tabs,
  carousels,
  maps,
  commentAuthor,
  answerInPlace,
  drawSections,
];

/** Lets the browser answer a tap or draw a frame between two behaviours' start-up. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function startAll() {
  for (const start of behaviours) {
    try {
      start();
    } catch (error) {
      // One behaviour failing must not take the others with it.
      console.error(error);
    }
    await nextTask();
  }
  document.documentElement.setAttribute("data-ready", "");
}

// The page starts this script after its first frame is painted (app/lib/page/site-script.ts).
void startAll();
