// A place's description: HTML the server sanitized, in the reading style of place pages.
const PROSE_CLASSES = [
  "max-w-3xl space-y-4 leading-relaxed break-words text-grey",
  "[&_a]:text-brand-green-dark [&_a]:underline",
  "[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-dark-grey [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-dark-grey",
  "[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
].join(" ");

export function DescriptionHtml({ html }: { html: string }) {
  return (
    <div
      className={PROSE_CLASSES}
      // Sanitized on the server (sanitizeHtmlFragment) before it reaches the page.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
