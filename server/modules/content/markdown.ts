// Markdown written by staff, rendered to HTML that is safe to insert into a page (spec §5).
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    "*": ["id"],
  },
  // No javascript:, vbscript: or data: sources; attributes starting with "on" are never allowed.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/**
 * What the guide editor's rich text may keep (ADR 0042): paragraphs, three heading levels, lists,
 * quotes, emphasis and links, under the same scheme rules; anything else is dropped, its text kept.
 */
const EDITOR_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  allowedTags: ["p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li", "blockquote", "hr"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
};

/** Rich text from the guide editor, as it is stored. */
export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, EDITOR_SANITIZE_OPTIONS).trim();
}

/** The heading depth a table of contents lists (spec §9). */
export const TOC_HEADING_DEPTH = 2;

export interface TocEntry {
  id: string;
  text: string;
}

/** `key: value` pairs from a leading `---` block; values are plain strings. */
export type FrontMatter = Record<string, string>;

export interface MarkdownDocument {
  frontMatter: FrontMatter;
  html: string;
  toc: TocEntry[];
}

export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(new Marked().parse(markdown, { async: false }), SANITIZE_OPTIONS);
}

export function sanitizeHtmlFragment(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Reads the flat `key: value` front matter our pages use (title, description, updated). Nested
 * YAML is not needed for them, so a full YAML parser is not brought in; quotes around a value are
 * removed and lines that are not `key: value` are ignored.
 */
export function splitFrontMatter(markdown: string): { frontMatter: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(markdown);
  if (!match) return { frontMatter: {}, body: markdown };
  const frontMatter: FrontMatter = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line.trim());
    if (!pair) continue;
    frontMatter[pair[1]!] = unquote(pair[2]!.trim());
  }
  return { frontMatter, body: markdown.slice(match[0].length) };
}

function unquote(value: string): string {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? quoted[2]! : value;
}

/** Lower-case words joined by hyphens: "Fuel & Water" → "fuel-water". */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}

/**
 * Front matter, sanitized HTML whose headings carry stable ids (slug of their text, numbered
 * when repeated), and the table of contents of the depth-2 headings.
 */
export function renderMarkdownDocument(markdown: string): MarkdownDocument {
  const { frontMatter, body } = splitFrontMatter(markdown);
  const toc: TocEntry[] = [];
  const usedIds = new Map<string, number>();
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = plainText(inner);
        const base = slugifyHeading(text);
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        if (depth === TOC_HEADING_DEPTH) toc.push({ id, text });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const html = sanitizeHtml(marked.parse(body, { async: false }), SANITIZE_OPTIONS);
  return { frontMatter, html, toc };
}
