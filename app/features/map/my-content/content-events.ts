// The analytics events of My Content (spec §7: tracks, waypoints, import, export, share).
import type { ExportFormat, ImportResult, UserContentKind } from "../../../../shared/contracts/user-content.contract";
import { analytics } from "../../../lib/analytics";

type Item = { kind: "track" | "waypoint"; uuid: string };

export const contentEvents = {
  created: ({ kind, uuid }: Item) =>
    kind === "track"
      ? analytics.capture("create track", { track_uuid: uuid })
      : analytics.capture("create waypoint", { waypoint_uuid: uuid }),
  edited: ({ kind, uuid }: Item) =>
    kind === "track"
      ? analytics.capture("edit track", { track_uuid: uuid })
      : analytics.capture("edit waypoint", { waypoint_uuid: uuid }),
  deleted: ({ kind, uuid }: Item) =>
    kind === "track"
      ? analytics.capture("delete track", { track_uuid: uuid })
      : analytics.capture("delete waypoint", { waypoint_uuid: uuid }),
  shared: ({ kind, uuid }: Item) => analytics.capture("share", { kind, uuid }),
  imported: (files: number, { results }: ImportResult) => {
    const imported = results.flatMap((result) => (result.status === "imported" ? [result] : []));
    analytics.capture("import content", {
      files,
      tracks: imported.reduce((sum, result) => sum + result.tracks.length, 0),
      waypoints: imported.reduce((sum, result) => sum + result.waypoints.length, 0),
    });
  },
  exported: (kind: UserContentKind, format: ExportFormat) => analytics.capture("export content", { kind, format }),
};
