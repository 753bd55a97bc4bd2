// An author of the blog: who they are and what they have written.
import type { BlogAuthorDetail } from "../../../shared/contracts/articles.contract";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { useT } from "../../lib/i18n";
import { PostGrid } from "./post-card";

export function BlogAuthorPage({ author }: { author: BlogAuthorDetail }) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Blog"), to: "/blog" }, { label: author.name }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{author.name}</h1>
      <p className="mt-2 max-w-2xl text-lg text-grey">{author.bio}</p>
      <h2 className="mt-10 text-2xl font-bold tracking-tight">{t("Posts by {author}", { author: author.name })}</h2>
      {author.posts.length === 0 ? (
        <p className="mt-4 text-grey">{t("No published posts yet.")}</p>
      ) : (
        <div className="mt-6">
          <PostGrid posts={author.posts} />
        </div>
      )}
    </div>
  );
}
