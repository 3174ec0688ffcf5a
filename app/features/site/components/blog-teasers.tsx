import { Link } from "~/components/ui/localized";
import { useCopy } from "~/components/copy-context";
import { SectionHeading } from "~/components/ui/section-heading";
import { PostCard, type PostCardData } from "~/features/publishing";

export function BlogTeasers({ posts }: { posts: PostCardData[] }) {
  const { blogTeasers } = useCopy().home;
  return (
    <section id="latest-posts" aria-labelledby="latest-posts-title" className="section">
      <div className="container-page">
        <SectionHeading
          id="latest-posts-title"
          eyebrow={blogTeasers.eyebrow}
          title={blogTeasers.title}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} variant="teaser" linkLabel={blogTeasers.learnMore} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to="/news" className="btn-ghost">
            {blogTeasers.all}
          </Link>
        </p>
      </div>
    </section>
  );
}
