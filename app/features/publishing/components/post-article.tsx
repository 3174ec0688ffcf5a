import { Tag } from "lucide-react";
import { useCopy, useForeignText } from "~/components/copy-context";
import type { PostSummary } from "~/content/post";
import { CoverImage } from "~/components/ui/cover-image";
import { AuthorBox } from "./author-box";
import { PostByline } from "./post-byline";
import { PostNeighbours } from "./post-neighbours";
import { ShareLinks } from "./share-links";
import { TagList } from "./tag-list";

type Neighbour = { slug: string; title: string; language: string } | undefined;

/** A blog post: cover, byline, text, tags, sharing, author and the posts before and after it. */
export function PostArticle({
  post,
  url,
  neighbours,
}: {
  post: PostSummary & { html: string };
  /** The post's public address, for sharing. */
  url: string;
  neighbours: { older: Neighbour; newer: Neighbour };
}) {
  const words = useCopy().blog.post;
  const foreign = useForeignText(post.language);
  return (
    <article>
      <CoverImage
        src={post.cover}
        set={post.coverSet}
        sizes="(min-width: 1280px) 800px, 100vw"
        alt={post.coverAlt}
        width="1200"
        height="675"
        fetchPriority="high"
        className="card aspect-[16/9] h-auto w-full object-cover"
      />
      <PostByline post={post} />
      {"lang" in foreign && (
        <p className="mt-6 rounded-xl bg-surface-muted px-4 py-3 font-semibold text-ink-muted">
          {words.inEnglish}
        </p>
      )}
      <div
        {...foreign}
        className="prose-article mt-8"
        dangerouslySetInnerHTML={{ __html: post.html }}
      />

      <div className="mt-10 flex flex-wrap items-center justify-between gap-6 border-y border-line py-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="me-1 inline-flex items-center gap-1.5 font-bold">
            <Tag className="size-4" aria-hidden="true" />
            {words.tagsTitle}:
          </h2>
          <TagList tags={post.tags} testId="post-tags" />
        </div>
        <ShareLinks url={url} title={post.title} />
      </div>

      <AuthorBox author={post.author} />
      <PostNeighbours {...neighbours} />
    </article>
  );
}
