// The preview-trail comparison (ADR 0055), read only: All-Access Previews by state, the states that
// have published trails but no preview, and the closest preview each published scout route's paywall
// shows, in miles as the paywall rounds them.
import type {
  PreviewStatesPage,
  PreviewStatesQuery,
  ScoutRoutePreviewsPage,
  ScoutRoutePreviewsQuery,
} from "../../../shared/contracts/preview-comparison.contract";
import { guideHref } from "../../../shared/domain/guide-href";
import type { ServiceDeps } from "../../services";
import { previewDistanceMiles } from "../guides/guides.service";
import { createPreviewComparisonRepository } from "./preview-comparison.repository";

interface GuideAddress {
  id: number;
  slug: string;
  countryCode: string;
  stateSlug: string;
}

const pathOf = (kind: "trails" | "scout-routes", guide: GuideAddress) =>
  guideHref(kind, { slug: `${guide.id}-${guide.slug}`, state: { country_code: guide.countryCode, slug: guide.stateSlug } });

export function createPreviewComparisonService({ db }: Pick<ServiceDeps, "db">) {
  const repository = createPreviewComparisonRepository(db);
  return {
    async listStates(query: PreviewStatesQuery): Promise<PreviewStatesPage> {
      const [page, missingCount] = await Promise.all([repository.listStates(query), repository.countStatesWithoutPreview()]);
      const previews = await repository.listPreviewTrails(page.results.map((state) => state.id));
      return {
        ...page,
        missing_count: missingCount,
        results: page.results.map((state) => ({
          code: state.code,
          title: state.title,
          published_trails: state.publishedTrails,
          previews: previews
            .filter((trail) => trail.stateId === state.id)
            .map((trail) => ({
              id: trail.id,
              title: trail.title,
              path: pathOf("trails", { ...trail, countryCode: state.countryCode, stateSlug: state.slug }),
            })),
        })),
      };
    },

    async listScoutRoutes(query: ScoutRoutePreviewsQuery): Promise<ScoutRoutePreviewsPage> {
      const [page, states] = await Promise.all([repository.listScoutRoutes(query), repository.scoutRouteStates()]);
      return {
        ...page,
        states,
        results: page.results.map(({ state, nearest, ...route }) => ({
          id: route.id,
          title: route.title,
          path: pathOf("scout-routes", { ...route, countryCode: state.countryCode, stateSlug: state.slug }),
          state: { code: state.code, title: state.title },
          nearest: nearest
            ? {
                id: nearest.id,
                title: nearest.title,
                path: pathOf("trails", nearest),
                state_code: nearest.stateCode,
                distance: previewDistanceMiles(nearest.metres),
              }
            : null,
        })),
      };
    },
  };
}

export type PreviewComparisonService = ReturnType<typeof createPreviewComparisonService>;
