import { data } from "react-router";
import type { Route } from "./+types/content-preview";
import { useCopy } from "~/components/copy-context";
import { PageBanner } from "~/components/layout/page-banner";
import { PostArticle } from "../components/post-article";
import { copyFor, factsIn, localeOfRequest } from "~/content/copy";
import { listedPost, summarize } from "../posts.server";
import { site } from "~/content/site";
import { renderMarkdown } from "~/lib/markdown.server";
import { absoluteUrl } from "~/lib/page/seo";
import { backendContext } from "~/platform/context.server";
import { addressOf } from "../published.server";
import { MediaLibrary } from "../media.server";
import { readPreviewToken } from "../preview-links.server";

/** Never kept by a browser or a proxy, never indexed. */
const privately = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * A version as it is saved, published or not, for whoever has a private preview link to it (in
 * the version's language); an expired or altered link is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { secret, content, db } = context.get(backendContext);
  const locale = localeOfRequest(request);
  const found = readPreviewToken(secret, params.token);
  const entry = found?.language === locale ? await content.store.entry(found.entryId) : undefined;
  const version = entry?.versions.find((v) => v.language === locale);
  if (!entry || !version) throw data(null, { status: 404, headers: privately });
  const media = await new MediaLibrary(db).index();
  const html = renderMarkdown(
    version.body,
    media,
    factsIn(locale).markdown,
    await content.links(locale),
  );
  const post =
    entry.kind === "post"
      ? {
          ...summarize(
            listedPost(
              { ...version, publishedAt: version.publishedAt ?? new Date().toISOString() },
              copyFor(locale),
              media,
            ),
          ),
          html,
        }
      : undefined;
  return data(
    {
      title: version.title,
      html,
      post,
      address: absoluteUrl(site.url, addressOf(entry.kind, locale, version.slug)),
    },
    { headers: privately },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded?.title ?? "" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { chrome } = useCopy();
  const { title, html, post, address } = loaderData;
  return (
    <>
      <PageBanner title={title} />
      <div className="container-page section">
        <p
          role="note"
          className="mx-auto mb-8 max-w-3xl rounded-xl bg-surface-muted px-4 py-3 font-semibold text-ink-muted"
        >
          {chrome.previewNote}
        </p>
        <div className="mx-auto max-w-3xl">
          {post ? (
            <PostArticle
              post={post}
              url={address}
              neighbours={{ older: undefined, newer: undefined }}
            />
          ) : (
            <article className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </div>
      </div>
    </>
  );
}
