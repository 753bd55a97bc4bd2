// /statement-of-work/new (SUPER, HO): a new statement of work for a contributor chosen by e-mail (ADR 0043).
import { ROUTE_RULES } from "../../shared/domain/access";
import { NewStatementPage } from "../features/statements-of-work/statement-pages";
import { pageLoader } from "../lib/page-access.server";
import type { Route } from "./+types/statement-of-work-new";

export const meta: Route.MetaFunction = () => [
  { title: "New statement of work | Trailguide" },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.super, () => null);

export default function StatementOfWorkNewRoute() {
  return <NewStatementPage />;
}
