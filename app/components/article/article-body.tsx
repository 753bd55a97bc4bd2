// HTML the server rendered from Markdown and sanitized (spec §5), in the site's reading style.
import { cx } from "../ui/class-names";

const PROSE_CLASSES = [
  "space-y-4 leading-relaxed text-grey break-words",
  "[&_a]:font-medium [&_a]:text-dark-grey [&_a]:underline",
  "[&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-dark-grey",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-dark-grey",
  "[&_h3]:mt-6 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-dark-grey",
  "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_strong]:text-dark-grey [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-grey/20 [&_blockquote]:pl-4",
  "[&_pre]:overflow-x-auto [&_table]:block [&_table]:overflow-x-auto",
].join(" ");

export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cx(PROSE_CLASSES, className)}
      // Rendered from Markdown and sanitized on the server (spec §5).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
