// The error page as the layouts' error boundaries draw it. Its code is a chunk of its own, loaded in
// the browser only when a page has failed, so no working page carries it (ADR 0021); the server draws
// it in place as before.
import { Suspense } from "react";
import { serverReadyLazy } from "../../lib/server-ready-lazy";

const RouteErrorPage = serverReadyLazy(() => import("./error-page").then((module) => ({ default: module.RouteErrorPage })));

export function LazyRouteErrorPage() {
  return (
    <Suspense>
      <RouteErrorPage />
    </Suspense>
  );
}
