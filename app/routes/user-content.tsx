// /user-content/{uuid} (spec §2.2): a user's shared track or waypoint, read-only; 404 when not shared.
import { ROUTE_RULES } from "../../shared/domain/access";
import { pageLoader } from "../lib/page-access.server";
import { metaTranslator } from "../lib/i18n";
import { loadSharedContent } from "../features/map/my-content/load-shared-content.server";
import { sharedContentMeta } from "../features/map/my-content/shared-content-meta";
import { SharedContentPage } from "../features/map/my-content/shared-content-page";
import type { Route } from "./+types/user-content";

export const loader = pageLoader(ROUTE_RULES.sharedByOwner, ({ params, request, context }: Route.LoaderArgs) => {
  return loadSharedContent({ request, context, uuid: params.uuid });
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => sharedContentMeta(loaderData, metaTranslator(matches));

export default function UserContentRoute({ loaderData }: Route.ComponentProps) {
  return <SharedContentPage item={loaderData.item} />;
}
