// Compresses what the server itself produces (pages, JSON, tiles, XML) with brotli, or gzip for a
// client without it (ADR 0021). Built assets arrive already compressed from the build (assets.ts),
// and a response that carries a Content-Encoding is never touched again.
import { Duplex } from "node:stream";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type ContentEncoding = "br" | "gzip";

/** Smaller bodies gain less than the encoding header costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/** Brotli 4 costs about what gzip 6 does on a page and saves a fifth more; a page is compressed per request. */
const STREAM_BROTLI_QUALITY = 4;

/**
 * Bodies compressed once and served many times (the page cache) get a smaller setting. It runs on the
 * request that first asks for the page: on a 71 KB trail page quality 8 takes 1.9 ms for 14,460
 * bytes where quality 9 took 12.9 ms of the event loop for 14,455.
 */
const STORED_BROTLI_QUALITY = 8;

const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:json|javascript|xml|x-protobuf|vnd\.mapbox-vector-tile)|[^;\s]+\+(?:json|xml))\s*(?:;|$)/i;

export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE_TYPE.test(contentType));
}

/** The encoding to answer an Accept-Encoding header with: brotli first, then gzip, honouring q=0. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  const accepted = new Set<string>();
  for (const entry of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = entry.trim().toLowerCase().split(";");
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/** Adds Accept-Encoding to a response's Vary header once. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "Accept-Encoding");
  else if (!/\baccept-encoding\b/i.test(vary) && vary.trim() !== "*") headers.set("vary", `${vary}, Accept-Encoding`);
}

/** A compressed body is a different representation: its validator becomes weak (RFC 9110 §8.8.1). */
function weakenEtag(headers: Headers): void {
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
}

/** How hard to compress: once for a body stored and served many times, or while a reader waits. */
export type CompressionEffort = "stored" | "request";

function oneShotOptions(body: Uint8Array, encoding: ContentEncoding, effort: CompressionEffort): ZlibOptions | BrotliOptions {
  if (encoding === "gzip") return { level: effort === "stored" ? 9 : 6 };
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === "stored" ? STORED_BROTLI_QUALITY : STREAM_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  };
}

/** One-shot compression for bodies that are stored compressed and served many times. */
export function compressStored(body: Uint8Array, encoding: ContentEncoding): Uint8Array {
  const options = oneShotOptions(body, encoding, "stored");
  return encoding === "br" ? brotliCompressSync(body, options) : gzipSync(body, options);
}

const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/** One-shot compression on libuv's thread pool, which leaves the event loop to other readers. */
export function compressInPool(
  body: Uint8Array,
  encoding: ContentEncoding,
  effort: CompressionEffort,
): Promise<Uint8Array<ArrayBuffer>> {
  const options = oneShotOptions(body, encoding, effort);
  return encoding === "br" ? brotliInPool(body, options) : gzipInPool(body, options);
}

/** A body kept in memory with its compressed copies, each made the first time a reader accepts it. */
export interface CompressibleBody {
  bytes: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
}

/** The body as a reader with this Accept-Encoding gets it, and its encoding (null: as it is). */
export async function bodyForReader(
  body: CompressibleBody,
  acceptEncoding: string | undefined,
): Promise<{ encoding: ContentEncoding | null; bytes: Uint8Array<ArrayBuffer> }> {
  const encoding = negotiateEncoding(acceptEncoding);
  if (!encoding || body.bytes.byteLength < MIN_COMPRESSIBLE_BYTES) return { encoding: null, bytes: body.bytes };
  body.encoded[encoding] ??= await compressInPool(body.bytes, encoding, "request");
  return { encoding, bytes: body.encoded[encoding] };
}

/** A streaming compressor that flushes each chunk, so a streamed page still arrives as it renders. */
function streamingCompressor(encoding: ContentEncoding) {
  return encoding === "br"
    ? createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY },
      })
    : createGzip({ flush: constants.Z_SYNC_FLUSH });
}

function isWorthCompressing(response: Response, method: string): boolean {
  if (method === "HEAD" || !response.body || response.headers.has("content-encoding")) return false;
  if (/\bno-transform\b/.test(response.headers.get("cache-control") ?? "")) return false;
  const length = response.headers.get("content-length");
  return length === null || Number(length) >= MIN_COMPRESSIBLE_BYTES;
}

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isCompressible(response.headers.get("content-type"))) return;
    varyOnAcceptEncoding(response.headers);
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (!encoding || !isWorthCompressing(response, c.req.method)) return;

    const compressor = Duplex.toWeb(streamingCompressor(encoding)) as ReadableWritablePair<Uint8Array, Uint8Array>;
    const headers = new Headers(response.headers);
    headers.set("content-encoding", encoding);
    headers.delete("content-length");
    weakenEtag(headers);
    c.res = undefined;
    c.res = new Response(response.body!.pipeThrough(compressor), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
