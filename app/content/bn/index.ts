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

export const bn: Copy = {
  locale: {
    code: "bn",
    label: "বাংলা",
    dir: "ltr",
    intl: { number: "bn-BD", date: "bn-BD" },
    taka: "৳{amount}",
    gulf: null,
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
