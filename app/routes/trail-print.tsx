// /trails/{id}/print and /{country}/{slug}/trails/{id}/print: the printable trail guide (ADR 0063).
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { GuidePrint } from "../features/guide-page/print/guide-print";
import { loadGuidePrint } from "../features/guide-page/print/load-guide-print.server";
import { guidePrintMeta } from "../features/guide-page/print/print-meta";
import type { Route } from "./+types/trail-print";

export const loader = pageLoader(ROUTE_RULES.guideReader, (args: Route.LoaderArgs) => loadGuidePrint("trail", args));

export const meta: Route.MetaFunction = ({ loaderData, matches }) => guidePrintMeta(loaderData, matches);

export default function TrailPrintRoute({ loaderData }: Route.ComponentProps) {
  return <GuidePrint data={loaderData} />;
}
