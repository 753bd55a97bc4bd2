// Where the login page may send a visitor afterwards (decisions.md, "Login guard"), and where the
// preferences form may send a reader back to: same-site paths only, so a crafted link cannot bounce
// a fresh session to another site.
import { unprefixedPath } from "./locales";

const PLACEHOLDER_ORIGIN = "https://same-site.invalid";

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * `value` as a path of this site, normalised the way a browser resolves it, or null when a browser
 * could leave the site with it. The checks run on the normalised path too: "/..//evil.example"
 * resolves to "//evil.example", another host. A path with an empty segment ("/fr//evil.example") is
 * refused as well, since removing its language prefix would leave "//evil.example".
 */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/")) return null;
  // Browsers read "\" as "/" and drop tabs and newlines, so "/\evil.example" leaves the site.
  if (value.includes("\\") || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.includes("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path, query and hash of `value` when it stays on this site; "/" for anything else. */
export function safeReturnPath(value: string | null | undefined): string {
  const path = sitePath(value);
  if (path === null) return "/";
  // Back to the login page would only loop.
  const pathname = unprefixedPath(new URL(path, PLACEHOLDER_ORIGIN).pathname);
  if (pathname === "/login" || pathname.startsWith("/login/")) return "/";
  return path;
}
