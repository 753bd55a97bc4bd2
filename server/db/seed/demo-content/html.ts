// The small, static HTML the demo guides are written in: headed sections of escaped paragraphs.

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

export function sections(parts: readonly { heading: string; paragraphs: readonly string[] }[]): string {
  return parts.map(({ heading, paragraphs }) => `<h3>${escapeHtml(heading)}</h3>${paragraphs.map(paragraph).join("")}`).join("");
}
