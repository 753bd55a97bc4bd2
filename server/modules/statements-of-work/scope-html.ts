// A statement's scope is written as plain paragraphs (blank lines between them) and shown as HTML:
// the text is escaped, so nothing a writer types becomes markup, and the HTML reads back to the same
// text for the edit form.
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([character, entity]) => [entity, character]));

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
const unescape = (html: string) => html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => UNESCAPES[entity]!);

export function scopeToHtml(scope: string): string {
  return scope
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

export function scopeFromHtml(html: string): string {
  return html
    .replace(/^<p>|<\/p>$/g, "")
    .split("</p><p>")
    .map((paragraph) => unescape(paragraph.replace(/<br>/g, "\n")))
    .join("\n\n");
}
