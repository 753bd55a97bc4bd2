// The content type a stored file is served with, decided by its extension.
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  gpx: "application/gpx+xml",
  kml: "application/vnd.google-earth.kml+xml",
  json: "application/json",
  pdf: "application/pdf",
};

const FALLBACK = "application/octet-stream";

export function contentTypeFor(key: string): string {
  const fileName = key.slice(key.lastIndexOf("/") + 1);
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? FALLBACK : (CONTENT_TYPES[fileName.slice(dot + 1)] ?? FALLBACK);
}
