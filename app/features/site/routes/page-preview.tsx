import { data } from "react-router";
import type { Route } from "./+types/page-preview";
import { useCopy } from "~/components/copy-context";
import { MainPage } from "../components/main-pages";
import { homeTeasers, shownSections } from "../main-pages.server";
import { loadCopy, localeOfRequest } from "~/content/copy";
import { storyIn } from "~/content/people";
import { isLandingPage } from "~/content/sections";
import {
  isDraftPreviewKey,
  mainPageOf,
  readPreviewToken,
  sectionsFromForm,
  sectionsIn,
} from "~/features/publishing/index.server";
import { cleanFormData } from "~/lib/forms/fields";
import { backendContext } from "~/platform/context.server";

/** Never kept by a browser or a proxy, never indexed. */
const privately = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * The main page a private preview link names, in its language: its sections as saved, or (sent by
 * its editor, with the editor's key) as written and not saved yet. Anything else is a 404.
 */
async function previewed({ params, request, context }: Route.LoaderArgs) {
  const { secret, content } = context.get(backendContext);
  const locale = localeOfRequest(request);
  const found = readPreviewToken(secret, params.token);
  const entry = found?.language === locale ? await content.store.entry(found.entryId) : undefined;
  const page = mainPageOf(entry);
  if (!entry || !page) throw data(null, { status: 404, headers: privately });
  const version = entry.versions.find((v) => v.language === locale);
  const { shipped, sections: saved } = await sectionsIn(page, locale, version?.body);
  return { content, locale, entry, page, shipped, saved };
}

export async function loader(args: Route.LoaderArgs) {
  const { content, locale, page, saved } = await previewed(args);
  return data(
    {
      page,
      sections: shownSections(saved, locale, page),
      teasers: page === "home" ? await homeTeasers(content, locale) : [],
      story: isLandingPage(page) ? storyIn(await loadCopy(locale), page) : undefined,
    },
    { headers: privately },
  );
}

export async function action(args: Route.ActionArgs) {
  const { secret } = args.context.get(backendContext);
  const { locale, entry, page, shipped, saved } = await previewed(args);
  const form = cleanFormData(await args.request.formData());
  if (!isDraftPreviewKey(secret, entry.id, locale, form.get("previewKey"))) {
    throw data(null, { status: 404, headers: privately });
  }
  const sections = sectionsFromForm(form, page, saved, shipped);
  return data({ sections: shownSections(sections, locale, page) }, { headers: privately });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function PagePreview({ loaderData, actionData }: Route.ComponentProps) {
  const { chrome } = useCopy();
  return (
    <>
      <p
        role="note"
        className="container-page mt-4 rounded-xl bg-surface-muted px-4 py-3 font-semibold text-ink-muted"
      >
        {chrome.previewNote}
      </p>
      <MainPage {...loaderData} sections={actionData?.sections ?? loaderData.sections} />
    </>
  );
}
