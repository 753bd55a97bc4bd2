// /offline (and /offline/{kind}/{id}, saving one guide): the guides this browser keeps for offline use (ADR 0059). The packs live in the
// browser, so the page has no loader; it opens with no signal from the service worker's copy.
import { metaTranslator } from "../lib/i18n";
import { SavedOfflinePage } from "../features/offline-packs/saved-offline-page";
import type { Route } from "./+types/saved-offline";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [{ title: `${t("Saved for offline")} | Trailguide` }, { name: "robots", content: "noindex" }];
};

export default function SavedOfflineRoute({ params }: Route.ComponentProps) {
  return <SavedOfflinePage {...params} />;
}
