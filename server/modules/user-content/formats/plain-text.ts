// KML descriptions are HTML by the KML spec; notes are plain text, shown as text everywhere. Files
// written as plain text (ours among them) may hold a "<" that is no tag, so only a description
// with HTML elements in it is read as HTML.
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

/** An HTML element that writers of KML descriptions use (Google Earth, My Maps, Gaia GPS, ours). */
const HTML_ELEMENT =
  /<\/?(?:p|br|b|i|u|em|strong|div|span|a|img|table|tbody|tr|td|th|ul|ol|li|h[1-6]|font|blockquote|hr|pre|code)\b[^>]*>/i;

/** A KML description as notes: its text when it is HTML, as written when it is plain text. */
export function notesOfKmlDescription(description: string): string {
  return HTML_ELEMENT.test(description) ? plainTextOf(description) : description;
}
