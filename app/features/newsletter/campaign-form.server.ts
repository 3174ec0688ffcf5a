import type { CampaignInput } from "./campaigns.server";
import type { CampaignIssue } from "./letters.server";
import { fromDhakaTime } from "~/features/publishing/index.server";
import type { PublishedContent } from "~/features/publishing/index.server";
import { locales, type Locale } from "~/content/copy";
import { workspaceCopy as words } from "~/content/workspace";
import { fill } from "~/lib/format";

const e = words.campaigns.errors;
const MAX_NAME = 200;
const MAX_SUBJECT = 200;
const MAX_BODY = 20_000;

/** A post a campaign can send: its entry, its title (the English one where it has one), its languages. */
export type PostChoice = { entryId: string; title: string; languages: Locale[] };

/** The published posts, newest first, each once whatever languages it is in. */
export async function postChoices(content: PublishedContent): Promise<PostChoice[]> {
  const versions = await content.everything("post");
  const byEntry = new Map<string, PostChoice & { date: string }>();
  for (const version of versions) {
    const language = version.language as Locale;
    const known = byEntry.get(version.entryId);
    if (known) {
      known.languages.push(language);
      if (language === "en") known.title = version.title;
    } else {
      byEntry.set(version.entryId, {
        entryId: version.entryId,
        title: version.title,
        languages: [language],
        date: version.publishedAt ?? "",
      });
    }
  }
  return [...byEntry.values()]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(({ date: _, ...choice }) => ({
      ...choice,
      languages: locales.filter((locale) => choice.languages.includes(locale)),
    }));
}

/** What the campaign form holds, as typed: shown again with the errors when it is refused. */
export type CampaignValues = {
  name: string;
  source: "post" | "issue";
  entryId: string;
  issue: Record<Locale, { subject: string; body: string }>;
};

export const emptyCampaignValues = (): CampaignValues => ({
  name: "",
  source: "post",
  entryId: "",
  issue: Object.fromEntries(
    locales.map((locale) => [locale, { subject: "", body: "" }]),
  ) as CampaignValues["issue"],
});

export function campaignValues(campaign: {
  name: string;
  entry_id: string | null;
  issue: string | null;
}): CampaignValues {
  const values = emptyCampaignValues();
  const issue = campaign.issue ? (JSON.parse(campaign.issue) as CampaignIssue) : undefined;
  for (const locale of locales) {
    const text = issue?.[locale];
    if (text) values.issue[locale] = { ...text };
  }
  return {
    ...values,
    name: campaign.name,
    source: issue ? "issue" : "post",
    entryId: campaign.entry_id ?? "",
  };
}

const text = (form: FormData, name: string) =>
  String(form.get(name) ?? "")
    .replace(/\r\n/g, "\n")
    .trim();

/**
 * Reads the campaign form: the input to save, or the errors by field with the values as typed.
 * A post must be one of those published; an issue needs its English subject and text, and any
 * other language both or neither.
 */
export function readCampaignForm(form: FormData, posts: PostChoice[]) {
  const values: CampaignValues = {
    name: text(form, "name"),
    source: form.get("source") === "issue" ? "issue" : "post",
    entryId: text(form, "entryId"),
    issue: emptyCampaignValues().issue,
  };
  const errors: Record<string, string> = {};
  if (!values.name || values.name.length > MAX_NAME) errors.name = e.name;
  for (const locale of locales) {
    values.issue[locale] = {
      subject: text(form, `subject-${locale}`),
      body: text(form, `body-${locale}`),
    };
  }
  if (values.source === "post") {
    if (!posts.some((post) => post.entryId === values.entryId)) errors.entryId = e.post;
  } else {
    const { subject, body } = values.issue.en;
    if (!subject || subject.length > MAX_SUBJECT) errors["subject-en"] = e.subject;
    if (!body || body.length > MAX_BODY) errors["body-en"] = e.body;
    for (const locale of locales.filter((l) => l !== "en")) {
      const own = values.issue[locale];
      const language = words.languages[locale];
      if (own.subject.length > MAX_SUBJECT) {
        errors[`subject-${locale}`] = fill(e.tooLong, { max: MAX_SUBJECT });
      }
      if (own.body.length > MAX_BODY) errors[`body-${locale}`] = fill(e.tooLong, { max: MAX_BODY });
      if (Boolean(own.subject) !== Boolean(own.body)) {
        errors[own.subject ? `body-${locale}` : `subject-${locale}`] = fill(e.pair, { language });
      }
    }
  }
  if (Object.keys(errors).length > 0) return { errors, values };
  const input: CampaignInput =
    values.source === "post"
      ? { name: values.name, entryId: values.entryId }
      : {
          name: values.name,
          issue: {
            en: values.issue.en,
            ...Object.fromEntries(
              locales
                .filter((locale) => locale !== "en" && values.issue[locale].subject)
                .map((locale) => [locale, values.issue[locale]]),
            ),
          },
        };
  return { input, values };
}

/** A schedule's time, typed in Dhaka time; an error unless it is to come. */
export function readSendAt(form: FormData, at = Date.now()) {
  const sendAt = fromDhakaTime(text(form, "sendAt"));
  return sendAt && Date.parse(sendAt) > at ? { sendAt } : { error: e.when };
}
