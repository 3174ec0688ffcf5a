import type { GulfWords } from "~/lib/prices";
import { about } from "./about";
import { blog } from "./blog";
import { booking } from "./booking";
import { chrome } from "./chrome";
import { company } from "./company";
import { contact } from "./contact";
import { forms } from "./forms";
import { home } from "./home";
import { landings } from "./landings";
import { people } from "./people";
import { pricing } from "./pricing";
import { services } from "./services";
import { shop } from "./shop";
import { team } from "./team";

/** Everything the site says in English. Its shape is the `Copy` every other language must fill. */
export const en = {
  locale: {
    code: "en",
    /** The language's name in itself, for a language switch. */
    label: "English",
    dir: "ltr" as "ltr" | "rtl",
    /** Numbers (and taka) are grouped the South Asian way; dates read "April 10, 2025". */
    intl: { number: "en-IN", date: "en-US" },
    /** How a price in taka reads: the taka sign before the amount; Arabic names the currency. */
    taka: "৳{amount}",
    /** Approximate prices in the Gulf currencies beside the taka, where the agency set a rate. */
    gulf: null as GulfWords | null,
  },
  siteName: "{company.name}",
  chrome,
  company,
  home,
  landings,
  services,
  pricing,
  shop,
  about,
  team,
  contact,
  booking,
  forms,
  blog,
  people,
};
