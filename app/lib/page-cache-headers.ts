/**
 * `export const headers = publicPageHeaders;` on a public page that is the same for every
 * anonymous visitor: browsers revalidate, shared caches (ours in front of the renderer, or a CDN)
 * keep it a minute. The server replaces this with `private, no-store` when it rendered the page
 * for a signed-in user.
 */
export function publicPageHeaders(): HeadersInit {
  return { "Cache-Control": "public, max-age=0, s-maxage=60", Vary: "Cookie" };
}
