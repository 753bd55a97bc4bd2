// The GPX download log for SUPER users (ADR 0050): who downloaded which guide's line, and when.
import type { GpxDownload, GpxDownloadsPage, GpxDownloadsQuery } from "../../../shared/contracts/gpx-downloads.contract";
import { GUIDE_SEGMENTS, guideHref } from "../../../shared/domain/guide-href";
import type { ServiceDeps } from "../../services";
import { createGpxDownloadsAdminRepository, type GpxDownloadRow } from "./gpx-downloads-admin.repository";

function toGpxDownload(row: GpxDownloadRow): GpxDownload {
  const isTrail = row.trailId !== null;
  const kind = isTrail ? "trail" : "scout-route";
  const id = (isTrail ? row.trailId : row.scoutRouteId) ?? 0;
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    guide: {
      kind,
      id,
      title: row.title,
      href: guideHref(GUIDE_SEGMENTS[kind], {
        slug: `${id}-${row.slug}`,
        state: { country_code: row.state.countryCode, slug: row.state.slug },
      }),
      state: { code: row.state.code, title: row.state.title },
    },
    user: row.user?.uuid ? { uuid: row.user.uuid, name: row.user.name, email: row.user.email } : null,
  };
}

export function createGpxDownloadsAdminService({ db }: Pick<ServiceDeps, "db">) {
  const repository = createGpxDownloadsAdminRepository(db);
  return {
    async list(query: GpxDownloadsQuery): Promise<GpxDownloadsPage> {
      const [page, states] = await Promise.all([repository.list(query), repository.statesWithGuides()]);
      return { ...page, results: page.results.map(toGpxDownload), states };
    },
  };
}
