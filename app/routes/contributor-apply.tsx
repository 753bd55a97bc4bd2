// /contributors/apply (signed in; signed out, log in first): apply to become a scout or a writer (ADR 0043).
import { canApplyFor, ROUTE_RULES } from "../../shared/domain/access";
import { CONTRIBUTOR_ROLES } from "../../shared/domain/authoring";
import { ContributorApplyPage } from "../features/requests/contributor-apply-page";
import { pageLoader } from "../lib/page-access.server";
import { metaTranslator } from "../lib/i18n";
import type { Route } from "./+types/contributor-apply";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaTranslator(matches).t("Apply to contribute")} | Trailguide` },
  { name: "robots", content: "noindex" },
];

export const loader = pageLoader(ROUTE_RULES.signedIn, async ({ context }: Route.LoaderArgs, user) => ({
  latest: await context.services.requests.myLatestApplication(user),
  roles: CONTRIBUTOR_ROLES.filter((role) => canApplyFor(user, role)),
}));

export default function ContributorApplyRoute({ loaderData }: Route.ComponentProps) {
  return <ContributorApplyPage latest={loaderData.latest} roles={loaderData.roles} />;
}
