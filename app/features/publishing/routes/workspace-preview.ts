import type { Route } from "./+types/workspace-preview";
import { defaultLocale, factsIn, isLocale } from "~/content/copy";
import { renderMarkdown } from "~/lib/markdown.server";
import { backendContext } from "~/platform/context.server";
import { MediaLibrary } from "../media.server";
import { formOf } from "~/features/staff/index.server";

/** The editor's live preview: Markdown as the site shows it, sanitised as it will be. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const { db, content } = context.get(backendContext);
  const media = await new MediaLibrary(db).index();
  const given = form.get("language");
  const language = isLocale(given) ? given : defaultLocale;
  return {
    html: renderMarkdown(
      String(form.get("body") ?? "").slice(0, 200_000),
      media,
      factsIn(language).markdown,
      await content.links(language),
    ),
  };
}
