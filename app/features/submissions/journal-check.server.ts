import { isIP } from "node:net";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { UnfitEntry, type JournalEntry } from "./journal.server";
import { receivedValidationIn } from "~/platform/phone.server";
import type { Submission } from "./submissions.server";
import { copyFor, defaultLocale, isLocale, loadCopy, type Locale } from "~/content/copy";
import { quoteChoicesIn } from "~/content/quote";
import { orderChoices } from "~/content/shop";
import type { SpamReason } from "./guard.server";
import { SLUG } from "~/lib/content";
import { commentSchema } from "~/lib/forms/comment";
import { contactSchema } from "~/lib/forms/contact";
import { cleanFormData } from "~/lib/forms/fields";
import { newsletterSchema } from "~/lib/forms/newsletter";
import { orderSchema } from "~/lib/forms/order";
import { quoteSchema } from "~/lib/forms/quote";
import { utmOf } from "~/lib/utm";
import { touchOf } from "~/lib/visit";

/**
 * What each form's submission holds once its schema has read it, checked with that schema's own
 * rules: a kept submission's `value` is the schema's output, which reads back as itself. The
 * messages are English, since they only name the fault in the log; the quote form's lists are the
 * entry's language's, as its page offered them.
 */
function storedValues(locale: Locale) {
  const messages = receivedValidationIn(copyFor(defaultLocale));
  const contact = contactSchema(messages);
  return {
    // A landing page's short form is kept as a contact message with an empty last name.
    contact: contact
      .omit({ terms: true })
      .extend({ "l-name": z.union([contact.shape["l-name"], z.literal("")]) }),
    quote: quoteSchema(messages, quoteChoicesIn(copyFor(locale))),
    order: orderSchema(messages, orderChoices),
    newsletter: newsletterSchema(messages),
    comment: commentSchema(messages),
  } satisfies Record<Submission["form"], z.ZodType>;
}

/**
 * Each language's rules, made once: a schema takes far longer to make than to check a value. What
 * they check against does not change while the process runs (the order's periods are read from
 * the facts in force at each check).
 */
const rulesByLocale = new Map<Locale, ReturnType<typeof storedValues>>();

function storedValuesIn(locale: Locale) {
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = storedValues(locale)));
  return rules;
}

/** Every reason the abuse checks give, and only those (the type says when one is added). */
const spamReasons: Record<SpamReason, true> = {
  honeypot: true,
  "too-fast": true,
  "token-missing": true,
  "token-invalid": true,
  "token-expired": true,
  "token-reused": true,
};

/** A request's path as a URL has it: percent-encoded, so printable ASCII without spaces. */
const REQUEST_PATH = /^\/[!-~]*$/;
/** As long as a lead's `source_path` column holds. */
const SOURCE_PATH_MAX = 300;

/** utm_* parameters as `utmOf` makes them: nothing it would have left out or cut. */
function isUtm(value: unknown) {
  if (value === null) return true;
  if (typeof value !== "object" || Array.isArray(value)) return false;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.every((entry): entry is [string, string] => typeof entry[1] === "string")) {
    return false;
  }
  return isDeepStrictEqual(utmOf(new URLSearchParams(entries)), value);
}

/** Where a submission came from, as `sourceOf` makes it from the request and the visit's first touch. */
const leadSource = z
  .object({
    path: z.string().max(SOURCE_PATH_MAX).regex(REQUEST_PATH).nullable(),
    utm: z.custom<Record<string, string> | null>(isUtm, "not utm_* parameters"),
    landing: z.string().nullable().optional(),
    referrer: z.string().nullable().optional(),
  })
  .refine(
    ({ landing, referrer }) =>
      landing == null
        ? referrer == null
        : touchOf({ l: landing, r: referrer ?? undefined })?.referrer === (referrer ?? null),
    "not a first touch",
  );

/** What a comment answers, as `commentTarget` names it (or a bare slug, as before threads had languages). */
const commentTarget = z.string().refine((target) => {
  const named = /^([a-z]{2})\/(.+)$/.exec(target);
  return named ? isLocale(named[1]) && SLUG.test(named[2]!) : SLUG.test(target);
}, "not a post");

/** What every kept entry holds around its form's value. */
const keptEntry = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
  token: z.string().min(1).optional(),
  heldFor: z
    .string()
    .refine((reason): reason is SpamReason => Object.hasOwn(spamReasons, reason), "not a reason")
    .optional(),
  submission: z.object({
    form: z.string(),
    ip: z.string().refine((ip) => isIP(ip) !== 0 || ip === "unknown", "not an address"),
    locale: z.string().refine(isLocale, "not a language of the site"),
    source: leadSource.optional(),
    value: z.unknown(),
    target: commentTarget.optional(),
    /** As `newReference` makes them. */
    reference: z
      .string()
      .regex(/^NL-[A-Z0-9]{6}$/)
      .optional(),
  }),
});

/**
 * The first field of a form's value that holds what `cleanFormData` takes out of every form before
 * its schema reads it (control characters, text not in Unicode's composed form).
 */
function uncleanField(value: object) {
  const sent = new FormData();
  for (const [name, field] of Object.entries(value)) {
    if (typeof field === "string") sent.append(name, field);
  }
  const cleaned = [...cleanFormData(sent)];
  return [...sent].find(([, field], at) => cleaned[at]?.[1] !== field)?.[0];
}

/** The first thing wrong, by where it is and the rule it breaks: never what the visitor wrote. */
const faultOf = (error: z.ZodError, within: string[] = []) => {
  const issue = error.issues[0]!;
  return `${[...within, ...issue.path.map(String)].join(".") || "entry"}: ${issue.message}`;
};

/**
 * A kept entry as it may be stored: a known form, in a language of the site, its value passing its
 * form's rules (limits, one-line fields, addresses, choices) and cleaned as every form is, and what
 * the server added in the shape the server gives it. Only what the store reads is kept. Anything
 * else, a line written or changed by hand among them, is refused with an UnfitEntry naming the
 * fault.
 */
export async function checkedEntry(entry: unknown): Promise<JournalEntry> {
  const read = keptEntry.safeParse(entry);
  if (!read.success) throw new UnfitEntry(faultOf(read.error));
  const { id, receivedAt, token, heldFor, submission } = read.data;
  const { ip, locale, source, target, reference } = submission;
  await loadCopy(locale);
  const rules = storedValuesIn(locale);
  if (!Object.hasOwn(rules, submission.form)) throw new UnfitEntry("submission.form: not a form");
  const form = submission.form as Submission["form"];
  if (form === "comment" && target === undefined) throw new UnfitEntry("submission.target: none");
  const value = rules[form].safeParse(submission.value);
  if (!value.success) throw new UnfitEntry(faultOf(value.error, ["submission", "value"]));
  const unclean = uncleanField(value.data);
  if (unclean) throw new UnfitEntry(`submission.value.${unclean}: not as a form is cleaned`);
  const kept = {
    form,
    value: value.data,
    ip,
    locale,
    ...(source && { source }),
    ...(form === "comment" && { target }),
    ...(form === "order" && reference && { reference }),
  } as Submission;
  return {
    id,
    receivedAt,
    submission: kept,
    ...(token && { token }),
    ...(heldFor && { heldFor }),
  };
}
