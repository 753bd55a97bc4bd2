// The map API: guides whose trailhead is in view, as preview-safe cards, and the public lands a
// guide's line crosses and the roads it uses (only for readers who may see that line).
import type { Bbox } from "../../../shared/contracts/scout-route.contract";
import { canReadFull, canSeeEveryConcern, canSeeGuide } from "../../../shared/domain/access";
import { difficultyProps } from "../../../shared/domain/difficulty";
import type { LineGeometry } from "../../../shared/geo/geometry";
import { mapFiltersFromQuery, type MapFiltersQuery } from "../../../shared/domain/map-filters";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { RigFilter } from "../../../shared/contracts/garage.contract";
import type { RigFitService } from "../garage/rig-fit.service";
import { forbidden, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { guidePath, orvParkPath } from "./guide-paths";
import type { MapGuide, MapGuidesPage, MapImport, PublicLandRef, RoadUsed } from "../../../shared/contracts/map.contract";
import { createMapRepository } from "./map.repository";
import { roadsUsedBy, surroundingsOf, type GuideLineKind, type LineSurroundings } from "./guide-surroundings";
import { createGuideSurroundingsRepository } from "./guide-surroundings.repository";
import type { LandAndRoadSpatial } from "./spatial";

type Reader = UserClaims | null;

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function createMapService({
  reads,
  rigFit,
  spatial,
}: Pick<ServiceDeps, "reads"> & { rigFit: RigFitService; spatial: LandAndRoadSpatial }) {
  const repository = createMapRepository(reads);
  const kept = createGuideSurroundingsRepository(reads);

  /** The guide's line for a reader who may see it: 404 for a guide they may not see, 403 (`paidMessage`) for a paid line. */
  async function readableLine(kind: GuideLineKind, id: number, reader: Reader, paidMessage: string): Promise<LineGeometry> {
    const guide = await repository.findGuideLine(kind, id);
    if (!guide || !canSeeGuide(reader, { published: guide.published, authorId: guide.authorId })) throw notFound();
    if (!canReadFull(reader, { isPreview: guide.isPreview })) throw forbidden(paidMessage);
    return guide.geojson;
  }

  /**
   * The readable line and the guide's kept lands and roads while current (ADR 0082), read side by
   * side; the kept row is only handed on once the reader may see the line.
   */
  async function readableWithKept(kind: GuideLineKind, id: number, reader: Reader, paidMessage: string) {
    return Promise.all([readableLine(kind, id, reader, paidMessage), kept.findCurrent(kind, id)]);
  }

  return {
    /**
     * The total of published guides in the box that pass the filters, and the best rated `limit` of
     * them. Under "fits my rig" (paid readers with a primary rig), only trails not ruled out for the
     * rig, each marked with its verdict.
     */
    async listGuidesInView(box: Bbox, query: MapFiltersQuery, limit: number, reader: Reader): Promise<MapGuidesPage> {
      const filters = mapFiltersFromQuery(query);
      const rigFilter: RigFilter | null = filters.fitsMyRig ? await rigFit.filterFor(reader) : null;
      const rows = await repository.listGuidesInBox(box, filters, limit, {
        seesEveryConcern: canSeeEveryConcern(reader),
        rulingOut: rigFilter?.concerns_ruling_out ?? [],
      });
      const idsOf = (kind: MapGuide["kind"]) => rows.filter((row) => row.kind === kind).map((row) => row.id);
      const [photos, marks] = await Promise.all([
        repository.listHeroPhotos({ trail: idsOf("trail"), "scout-route": idsOf("scout-route"), "orv-park": idsOf("orv-park") }),
        rigFilter ? rigFit.marksFor(rigFilter, idsOf("trail")) : null,
      ]);
      const heroOf = (kind: MapGuide["kind"], id: number) =>
        photos.find((photo) =>
          kind === "trail" ? photo.trailId === id : kind === "scout-route" ? photo.scoutRouteId === id : photo.orvParkId === id,
        )?.hero ?? null;
      const results = rows.map((row): MapGuide => {
        const difficulty = row.difficulty ?? 0;
        const { color, label } = difficultyProps(row.difficulty);
        return {
          kind: row.kind,
          id: row.id,
          title: row.title,
          href: row.kind === "orv-park" ? orvParkPath(row) : guidePath(row.kind, row),
          photo: heroOf(row.kind, row.id),
          difficulty,
          color,
          label,
          length_mi: roundTo(row.lengthMiles, 2),
          rating: roundTo(row.rating, 2),
          review_count: row.reviewCount,
          town: row.town,
          state: row.state,
          preview: row.preview,
          boh: row.boh,
          trailhead: [row.longitude, row.latitude],
          ...(marks && row.kind === "trail" ? { rig_fit: marks.get(row.id) } : {}),
        };
      });
      return { count: rows[0]?.total ?? 0, results };
    },

    /** What public-land and road data is loaded, so a layer with none can say so and staff can see it. */
    async listImports(): Promise<MapImport[]> {
      const rows = await repository.listImports();
      return rows.map((row) => ({
        layer: row.layer,
        source: row.source,
        features: row.features,
        imported_at: new Date(row.importedAt).toISOString(),
      }));
    },

    /**
     * Public lands the guide's line crosses. The same access as the line itself: 404 for a guide the
     * reader may not see, 403 for a paid line.
     */
    async listCrossedPublicLands(kind: GuideLineKind, id: number, reader: Reader): Promise<PublicLandRef[]> {
      const [line, current] = await readableWithKept(
        kind,
        id,
        reader,
        "The public lands along this guide are part of All-Access.",
      );
      return current?.publicLands ?? spatial.publicLandsCrossedBy(line);
    },

    /** Imported roads the guide's line drives along, with their MVUM designation. Same access as the line. */
    async listRoadsUsed(kind: GuideLineKind, id: number, reader: Reader): Promise<RoadUsed[]> {
      const [line, current] = await readableWithKept(kind, id, reader, "The roads along this guide are part of All-Access.");
      return current?.roads ?? roadsUsedBy(spatial, line);
    },

    /**
     * The public lands the guide's line crosses with their outlines, as the printed guide's map shades
     * them (ADR 0063). Same access as the line.
     */
    async listCrossedPublicLandAreas(kind: GuideLineKind, id: number, reader: Reader) {
      const line = await readableLine(kind, id, reader, "The public lands along this guide are part of All-Access.");
      return spatial.publicLandAreasCrossedBy(line);
    },

    /** Both of the above from one read of the line, as a guide page shows them. */
    async listLineSurroundings(kind: GuideLineKind, id: number, reader: Reader): Promise<LineSurroundings> {
      const [line, current] = await readableWithKept(
        kind,
        id,
        reader,
        "The public lands and roads along this guide are part of All-Access.",
      );
      return current ?? surroundingsOf(spatial, line);
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
