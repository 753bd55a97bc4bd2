// KML descriptions are HTML by the KML spec; notes are plain text, shown as text everywhere. Files
// written as plain text (ours among them) may hold a "<" that is no tag, so only a description
// with HTML elements in it is read as HTML.
import { DomUtils, parseDocument } from "htmlparser2";

/** Elements whose content is no text a reader sees. */
const NON_TEXT_ELEMENTS = new Set(["script", "style", "textarea", "option", "noscript", "template"]);

/** The text of an HTML fragment: tags dropped, entities decoded, one line per paragraph or break. */
export function plainTextOf(html: string): string {
  const broken = html.replace(/<\/(p|div|li|h[1-6]|blockquote|tr)>|<br\s*\/?>/gi, "$&\n");
  const document = parseDocument(broken);
  for (const element of DomUtils.findAll((node) => NON_TEXT_ELEMENTS.has(node.name), document.children)) {
    DomUtils.removeElement(element);
  }
  return DomUtils.textContent(document)
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
