// One post in a list: photo on top, title, summary, author and date.
import { formatDay } from "../../i18n/dates";
import { Link } from "react-router";
import type { BlogPostSummary } from "../../../shared/contracts/articles.contract";
import { Photo } from "../../components/ui/photo";
import { useT } from "../../lib/i18n";

export function PostCard({ post }: { post: BlogPostSummary }) {
  const { locale } = useT();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-grey/15 bg-white shadow-sm">
      <Link to={`/blog/${post.slug}`} className="block aspect-[16/9] bg-neutral-200" tabIndex={-1} aria-hidden="true">
        {post.hero_photo_url && <Photo src={post.hero_photo_url} alt="" loading="lazy" className="h-full w-full object-cover" />}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg leading-snug font-bold text-dark-grey">
          <Link to={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-grey">{post.summary}</p>
        <p className="mt-auto pt-2 text-xs text-grey">
          <Link to={`/blog/authors/${post.author.slug}`} className="font-semibold text-dark-grey hover:underline">
            {post.author.name}
          </Link>{" "}
          · <time dateTime={post.published_at}>{formatDay(post.published_at, locale, "long")}</time>
        </p>
      </div>
    </article>
  );
}

export function PostGrid({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
