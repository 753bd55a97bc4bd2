// Where the login page may send a visitor afterwards (decisions.md, "Login guard"): same-site
// paths only, so a crafted link cannot bounce a fresh session to another site.
const PLACEHOLDER_ORIGIN = "https://same-site.invalid";

function hasControlCharacter(value: string): boolean {
  return Array.from(value).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** The path, query and hash of `value` when it stays on this site; "/" for anything else. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return "/";
  // Browsers read "\" as "/" and drop tabs and newlines, so "/\evil.example" leaves the site.
  if (value.includes("\\") || hasControlCharacter(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return "/";
  // Back to the login page would only loop.
  if (url.pathname === "/login" || url.pathname.startsWith("/login/")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
