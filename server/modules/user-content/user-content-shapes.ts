// Stored rows in the API's shapes (shared/contracts/user-content.contract.ts).
import type {
  TrackColor,
  TrackDetail,
  TrackSummary,
  Waypoint,
  WaypointIcon,
} from "../../../shared/contracts/user-content.contract";
import type { TrackRow, TrackSummaryRow, WaypointRow } from "./user-content.repository";

export function toTrackSummary(row: TrackSummaryRow): TrackSummary {
  return {
    kind: "track",
    uuid: row.uuid,
    name: row.name,
    notes: row.notes,
    color: row.color as TrackColor,
    bounds: row.bounds,
    length_m: row.lengthMetres,
    elevation_gain_m: row.elevationGainMetres,
    elevation_loss_m: row.elevationLossMetres,
    point_count: row.pointCount,
    source_file_name: row.sourceFileName,
    is_shared: row.isShared,
    preview: row.previewGeometry,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const toTrackDetail = (row: TrackRow): TrackDetail => ({
  ...toTrackSummary(row),
  elevation_profile: row.elevationProfile,
  geometry: row.geometry,
  point_times: row.pointTimes,
});

export function toWaypoint(row: WaypointRow): Waypoint {
  return {
    kind: "waypoint",
    uuid: row.uuid,
    name: row.name,
    icon: row.icon as WaypointIcon,
    notes: row.notes,
    latitude: row.latitude,
    longitude: row.longitude,
    elevation: row.elevationMetres,
    recorded_at: row.recordedAt?.toISOString() ?? null,
    source_file_name: row.sourceFileName,
    is_shared: row.isShared,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
