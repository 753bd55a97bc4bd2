import { data } from "react-router";

/** What a loader throws for a missing page: the layout's error boundary shows "Page not found: {path}" (spec §8). */
export function pageNotFound(request: Request) {
  return data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}
