import type { Route } from "./+types/content-preview";
import { renderMarkdown } from "~/lib/markdown.server";
import { formOf } from "~/server/workspace-routes.server";

/** The editor's live preview: Markdown as the site shows it, sanitised as it will be. */
export async function action({ request }: Route.ActionArgs) {
  const form = await formOf(request);
  return { html: renderMarkdown(String(form.get("body") ?? "").slice(0, 200_000)) };
}
