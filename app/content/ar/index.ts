import type { Copy } from "../copy";
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

/** Everything the site says in Arabic: right to left, with Western digits (0–9) in numbers and dates. */
export const ar: Copy = {
  locale: {
    code: "ar",
    label: "العربية",
    dir: "rtl",
    intl: { number: "ar-u-nu-latn", date: "ar-u-nu-latn" },
    /** Gulf readers do not know the taka sign: the currency is named. */
    taka: "{amount} تاكا",
    gulf: {
      approx: "≈ {amounts}",
      separator: " · ",
      aed: "{amount} د.إ",
      sar: "{amount} ر.س",
      note: "المبالغ بالدرهم الإماراتي والريال السعودي تقريبية، بحسب سعر الصرف في {date}، والدفع بالتاكا البنغلاديشية فقط.",
    },
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
