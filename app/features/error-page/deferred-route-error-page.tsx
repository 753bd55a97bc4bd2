// The error page's code loads only when a page fails or is not found, not with every page
// (docs/decisions/0021-speed-budgets.md).
import { lazy, Suspense } from "react";

const RouteErrorPage = lazy(() => import("./error-page").then((module) => ({ default: module.RouteErrorPage })));

export function DeferredRouteErrorPage() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
