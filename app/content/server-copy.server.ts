import type { Locale } from "./copy";
import { emails, refusals } from "./en/emails";

/** What only the server says: e-mails and the pages it answers itself. Browsers never load it. */
export type ServerCopy = { emails: typeof emails; refusals: typeof refusals };

/** Each language's server copy, from its folder; a language missing here fails the type check. */
const serverCopies: Record<Locale, ServerCopy> = { en: { emails, refusals } };

export const serverCopyFor = (locale: Locale) => serverCopies[locale];
