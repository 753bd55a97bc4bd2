// Text and numbers inside XML documents we write (GPX, KML).

// Characters XML 1.0 does not allow even escaped (C0 controls but tab, newline, return; U+FFFE/F).
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, "").replace(/[<>&'"]/g, (character) => ESCAPES[character]!);
}

/** xsd:decimal and KML coordinates have no exponent: 1e-7 is written 0.0000001. */
export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  const plain = String(value);
  return plain.includes("e") ? value.toFixed(10).replace(/\.?0+$/, "") : plain;
}

export const textElement = (name: string, text: string | undefined | null) =>
  text == null || text === "" ? "" : `<${name}>${escapeXml(text)}</${name}>`;
