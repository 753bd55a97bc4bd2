// A guide's rich text (description, route, waypoint notes), as the server sanitized it.
/** HTML the server has sanitized (spec §5 "Content safety"). */
export function GuideHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-prose space-y-3 leading-relaxed [&_a]:text-brand-green-dark [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 ${className ?? ""}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
