// /scout-routes/{id}/print and /{country}/{slug}/scout-routes/{id}/print: the printable scout route (ADR 0063).
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { GuidePrint } from "../features/guide-page/print/guide-print";
import { loadGuidePrint } from "../features/guide-page/print/load-guide-print.server";
import { guidePrintMeta } from "../features/guide-page/print/print-meta";
import type { Route } from "./+types/scout-route-print";

export const loader = pageLoader(ROUTE_RULES.guideReader, (args: Route.LoaderArgs) => loadGuidePrint("scout-route", args));

export const meta: Route.MetaFunction = ({ loaderData, matches }) => guidePrintMeta(loaderData, matches);

export default function ScoutRoutePrintRoute({ loaderData }: Route.ComponentProps) {
  return <GuidePrint data={loaderData} />;
}
