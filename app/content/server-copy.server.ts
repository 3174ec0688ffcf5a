import * as ar from "./ar/emails";
import type { Locale } from "./copy";
import * as bn from "./bn/emails";
import * as en from "./en/emails";

/** What only the server says: e-mails and the pages it answers itself. Browsers never load it. */
export type ServerCopy = {
  emails: typeof en.emails;
  refusals: typeof en.refusals;
  dataRequestEmail: typeof en.dataRequestEmail;
};

/** Each language's server copy, from its folder; a language missing here fails the type check. */
const serverCopies: Record<Locale, ServerCopy> = { en, bn, ar };

export const serverCopyFor = (locale: Locale) => serverCopies[locale];
