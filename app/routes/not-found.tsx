// Anything no other route matches (spec §2.2, §8): a 404 with "Page not found: {path}".
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { pageNotFound } from "../lib/page-not-found";
import { RouteErrorPage } from "../features/error-page/error-page";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/not-found";

export const loader = pageLoader(ROUTE_RULES.anyone, ({ request }: Route.LoaderArgs) => {
  // Throwing a data response is how a loader hands a status to the error boundary.
  throw pageNotFound(request);
});

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTranslator(matches).t("Page not found") },
  { name: "robots", content: "noindex" },
];

/** Rendered inside the layout, so the page keeps its header and footer. */
export function ErrorBoundary() {
  return <RouteErrorPage />;
}

export default function NotFound() {
  return null;
}
