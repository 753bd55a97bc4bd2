// KML descriptions are HTML by the KML spec; notes are plain text, shown as text everywhere.
import sanitizeHtml from "sanitize-html";

/** The text of an HTML fragment: tags dropped, entities decoded, one line per paragraph or break. */
export function plainTextOf(html: string): string {
  const broken = html.replace(/<\/(p|div|li|h[1-6]|blockquote|tr)>|<br\s*\/?>/gi, "$&\n");
  // With no tags allowed, sanitize-html decodes every entity and escapes only &, < and > again.
  const text = sanitizeHtml(broken, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  return text
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}
