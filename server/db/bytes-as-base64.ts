// bytea read as base64 text, for large binary values read on hot paths (map tiles, ADR 0081).
// node-postgres receives bytea as hex, twice the value's size: a value over 64 KB then arrives as a
// string past V8's young-generation limit, allocated and collected as a large object, and hex decodes
// slowly. Base64 is a third larger than the value and decodes several times faster. PostgreSQL wraps
// its base64 every 76 characters; Node's decoder skips the line breaks.
import { sql, type Column, type SQL } from "drizzle-orm";

/** The bytes of a base64 text PostgreSQL's `encode(..., 'base64')` wrote. */
export function bytesFromBase64(text: string): Uint8Array {
  return Buffer.from(text, "base64");
}

/** The value as base64 text, for a raw query that decodes it with bytesFromBase64. */
export function base64Text(value: SQL | Column): SQL<string | null> {
  return sql<string | null>`encode(${value}, 'base64')`;
}

/** A bytea column or expression for a select: read as base64, decoded to its bytes. */
export function bytesViaBase64(value: SQL | Column): SQL<Uint8Array | null> {
  return base64Text(value).mapWith((text: string | null) => (text === null ? null : bytesFromBase64(text)));
}
