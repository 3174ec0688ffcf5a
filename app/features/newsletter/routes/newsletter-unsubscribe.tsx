import { Form } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { useCopy } from "~/components/copy-context";
import { MessagePage } from "~/components/layout/message-page";
import { copyForPath, isLocale, languageNames, locales } from "~/content/copy";
import { fill } from "~/lib/format";
import { idFrom } from "~/features/staff/index.server";
import { setNewsletterLanguage, subscriptionOf, unsubscribe } from "../newsletter.server";
import { backendContext } from "~/platform/context.server";

/**
 * A subscription's page, from the link in every newsletter e-mail: opening it shows buttons (so
 * link scanners change nothing); one unsubscribes, the other sets the newsletter's language. A
 * mail program's one-click unsubscribe (RFC 8058) posts to the same address and is done at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscription = token
    ? await subscriptionOf(context.get(backendContext).db, token)
    : undefined;
  return { token, known: Boolean(subscription), locale: subscription?.locale ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(backendContext);
  const query = new URL(request.url).searchParams;
  const form = await request.formData().catch(() => null);
  const fromForm = form?.get("token");
  const token = typeof fromForm === "string" ? fromForm : (query.get("token") ?? "");
  const language = form?.get("language");
  if (form?.get("intent") === "language") {
    const saved = isLocale(language) && (await setNewsletterLanguage(db, token, language));
    return { kind: "language" as const, done: saved, language: saved ? language : null };
  }
  const campaign = idFrom(query.get("campaign")) ?? undefined;
  return { kind: "unsubscribe" as const, done: await unsubscribe(db, token, campaign) };
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: copyForPath(location.pathname).forms.newsletter.unsubscribeTitle },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const words = useCopy().forms.newsletter;
  if (actionData?.kind === "unsubscribe") {
    return (
      <MessagePage title={words.unsubscribeTitle}>
        <p role="status">{actionData.done ? words.unsubscribed : words.unknownUnsubscribe}</p>
      </MessagePage>
    );
  }
  if (!loaderData.known) {
    return (
      <MessagePage title={words.unsubscribeTitle}>
        <p role="status">{words.unknownUnsubscribe}</p>
      </MessagePage>
    );
  }
  const current = actionData?.language ?? loaderData.locale;
  return (
    <MessagePage title={words.unsubscribeTitle}>
      <Form method="post">
        <p>{words.unsubscribeText}</p>
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" name="intent" value="unsubscribe" className="btn-accent mt-6">
          {words.unsubscribeButton}
        </button>
      </Form>
      <Form method="post" className="mt-10 border-t border-line pt-8">
        <h2 className="text-xl font-semibold">{words.languageTitle}</h2>
        {actionData?.kind === "language" && actionData.language ? (
          <p role="status" className="mt-3 text-base font-semibold text-ink">
            {fill(words.languageSaved, { language: languageNames[actionData.language] })}
          </p>
        ) : null}
        <fieldset className="mt-3">
          <legend className="text-base text-ink-muted">{words.languageText}</legend>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {locales.map((locale) => (
              <label key={locale} className="flex items-center gap-2 text-base" lang={locale}>
                <input
                  type="radio"
                  name="language"
                  value={locale}
                  defaultChecked={locale === current}
                  className="size-4 accent-current"
                />
                {languageNames[locale]}
              </label>
            ))}
          </div>
        </fieldset>
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" name="intent" value="language" className="btn-ghost mt-6">
          {words.languageButton}
        </button>
      </Form>
    </MessagePage>
  );
}
