// "My Content" on the map page (spec §2.2 active-tab=my-content, paid members): the member's
// tracks and waypoints drawn on the map and listed with their figures; tools to draw a track and
// add a waypoint; import, export, share, edit and delete.
import { FileUp, Plus, Route as RouteIcon, Undo2 } from "lucide-react";
import type { Map as MapLibreMap } from "maplibre-gl";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  DEFAULT_TRACK_COLOR,
  type ImportFileResult,
  type MyContent,
  type TrackSummary,
  type Waypoint,
} from "../../../../shared/contracts/user-content.contract";
import { INTL_LOCALES } from "../../../../shared/domain/locales";
import { trackLengthMetres } from "../../../../shared/geo/track-stats";
import { buttonClassName } from "../../../components/ui/button";
import { cx } from "../../../components/ui/class-names";
import { GENERIC_ERROR_TOAST, useToast } from "../../../components/ui/toast";
import { ApiRequestError } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useMeasures } from "../../../lib/session";
import type { Translator } from "../../../../shared/i18n/translator";
import { contentEvents } from "./content-events";
import { ContentList, type ContentActions } from "./content-list";
import { useTrailMap } from "../trail-map-context";
import { ImportBox } from "./import-box";
import { TrackForm, WaypointForm } from "./item-forms";
import { myContentClient } from "./my-content-client";
import { useMapLayers } from "../geojson-overlay";
import { MyContentLayers } from "./my-content-layers";
import { PrivacyZonesSection } from "./privacy-zones";
import { AddWaypointTool, DrawTrackTool, type MyContentToolName } from "./my-content-tools";
import { formatCoordinates, formatTrackLength } from "./stats-format";

/**
 * Props of MyContentPanel, the one export the map page mounts (with active-tab=my-content, for
 * paid members; see ../my-content-slot.tsx):
 * - `map`: the page's MapLibre map once it exists (null before). Left out, the panel takes it from
 *   the map page's TrailMapContext (useTrailMap). The panel adds its own sources and layers
 *   ("my-content-*") and removes them when it unmounts or the map changes.
 * - `activeTool` / `onToolChange`: optional, to keep ?active-tool=draw-track|add-waypoint in the
 *   address. Given `activeTool`, the panel follows it and asks for changes through `onToolChange`
 *   (null when a tool ends); without it the panel keeps the tool itself. `parseMyContentTool`
 *   (my-content-tools.ts) reads the query value.
 */
export interface MyContentPanelProps {
  map?: MapLibreMap | null;
  activeTool?: MyContentToolName | null;
  onToolChange?: (tool: MyContentToolName | null) => void;
  /** Whether its tab is open: shown again, it reads My Content again (a trip saved meanwhile). */
  isShown?: boolean;
}

type Pending = { kind: "track"; points: [number, number][] } | { kind: "waypoint"; longitude: number; latitude: number } | null;

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status < 500 ? error.message : GENERIC_ERROR_TOAST;

function defaultTrackName({ t, locale }: Translator): string {
  return t("Track {date}", {
    date: new Date().toLocaleDateString(INTL_LOCALES[locale], { month: "short", day: "numeric", year: "numeric" }),
  });
}

function useTool(props: MyContentPanelProps) {
  const [ownTool, setOwnTool] = useState<MyContentToolName | null>(null);
  const isControlled = props.activeTool !== undefined;
  const tool = isControlled ? (props.activeTool ?? null) : ownTool;
  // The page may pass a new callback on every render; the running tool must not restart (and lose
  // its points) because of that, so setTool stays the same function and calls the latest one.
  const onToolChangeRef = useRef(props.onToolChange);
  useEffect(() => {
    onToolChangeRef.current = props.onToolChange;
  });
  const setTool = useCallback(
    (next: MyContentToolName | null) => {
      if (!isControlled) setOwnTool(next);
      onToolChangeRef.current?.(next);
    },
    [isControlled],
  );
  return [tool, setTool] as const;
}

export function MyContentPanel(props: MyContentPanelProps) {
  const trailMap = useTrailMap();
  const map = props.map !== undefined ? props.map : (trailMap?.mapLibreMap ?? null);
  const toast = useToast();
  const [content, setContent] = useState<MyContent | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [tool, setTool] = useTool(props);
  const measure = useMeasures();
  const translate = useT();
  const { t, plural } = translate;
  const [draft, setDraft] = useState<[number, number][]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const [showImport, setShowImport] = useState(false);
  const layersRef = useMapLayers(map, (running) => new MyContentLayers(running));
  const drawToolRef = useRef<DrawTrackTool | null>(null);

  const reload = useCallback(async () => {
    try {
      setContent(await myContentClient.list());
      setLoadError(null);
    } catch (error) {
      setLoadError(messageOf(error));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const wasShown = useRef(props.isShown);
  useEffect(() => {
    if (props.isShown && wasShown.current === false) void reload();
    wasShown.current = props.isShown;
  }, [props.isShown, reload]);

  useEffect(() => {
    if (content) layersRef.current?.setContent(content);
  }, [content, map, layersRef]);

  useEffect(() => {
    layersRef.current?.setDraft(draft);
  }, [draft, map, layersRef]);

  useEffect(() => {
    if (!map || !tool) return;
    if (tool === "draw-track") {
      setDraft([]);
      const drawTool = new DrawTrackTool(map, {
        onChange: (points) => setDraft(points),
        onFinish: (points) => {
          setPending({ kind: "track", points });
          setTool(null);
        },
      });
      drawToolRef.current = drawTool;
      drawTool.start();
      return () => {
        drawTool.stop();
        drawToolRef.current = null;
      };
    }
    const waypointTool = new AddWaypointTool(map, (longitude, latitude) => {
      setPending({ kind: "waypoint", longitude, latitude });
      setTool(null);
    });
    waypointTool.start();
    return () => waypointTool.stop();
  }, [map, tool, setTool]);

  const startTool = (next: MyContentToolName) => {
    setPending(null);
    setDraft([]);
    setTool(tool === next ? null : next);
  };

  const finishDrawing = () => {
    if (draft.length < 2) return;
    setPending({ kind: "track", points: draft });
    setTool(null);
  };

  const cancelPending = () => {
    setPending(null);
    setDraft([]);
  };

  const upsertTrack = (track: TrackSummary) =>
    setContent(
      (current) => current && { ...current, tracks: [track, ...current.tracks.filter((item) => item.uuid !== track.uuid)] },
    );
  const upsertWaypoint = (waypoint: Waypoint) =>
    setContent(
      (current) =>
        current && { ...current, waypoints: [waypoint, ...current.waypoints.filter((item) => item.uuid !== waypoint.uuid)] },
    );
  const replaceTrack = (track: TrackSummary) =>
    setContent(
      (current) => current && { ...current, tracks: current.tracks.map((item) => (item.uuid === track.uuid ? track : item)) },
    );
  const replaceWaypoint = (waypoint: Waypoint) =>
    setContent(
      (current) =>
        current && { ...current, waypoints: current.waypoints.map((item) => (item.uuid === waypoint.uuid ? waypoint : item)) },
    );

  const actions: ContentActions = {
    canShow: map !== null,
    onShow: (item) => {
      if (!map) return;
      if (item.kind === "track") map.fitBounds(item.bounds, { padding: 48, maxZoom: 15 });
      else map.flyTo({ center: [item.longitude, item.latitude], zoom: Math.max(map.getZoom(), 13) });
    },
    onEditTrack: async (uuid, fields) => {
      try {
        replaceTrack(await myContentClient.updateTrack(uuid, fields));
        contentEvents.edited({ kind: "track", uuid });
        toast.show(t("Track saved."));
      } catch (error) {
        throw new Error(messageOf(error));
      }
    },
    onEditWaypoint: async (uuid, fields) => {
      try {
        replaceWaypoint(await myContentClient.updateWaypoint(uuid, fields));
        contentEvents.edited({ kind: "waypoint", uuid });
        toast.show(t("Waypoint saved."));
      } catch (error) {
        throw new Error(messageOf(error));
      }
    },
    onShare: async (item, isShared) => {
      try {
        if (item.kind === "track") replaceTrack(await myContentClient.updateTrack(item.uuid, { is_shared: isShared }));
        else replaceWaypoint(await myContentClient.updateWaypoint(item.uuid, { is_shared: isShared }));
        if (isShared) contentEvents.shared(item);
        toast.show(isShared ? t("Anyone with the link can now see it.") : t("Sharing stopped."));
      } catch (error) {
        toast.show(messageOf(error), "error");
      }
    },
    onDelete: async (item) => {
      try {
        if (item.kind === "track") await myContentClient.deleteTrack(item.uuid);
        else await myContentClient.deleteWaypoint(item.uuid);
        contentEvents.deleted(item);
        setContent(
          (current) =>
            current && {
              tracks: current.tracks.filter((track) => track.uuid !== item.uuid),
              waypoints: current.waypoints.filter((waypoint) => waypoint.uuid !== item.uuid),
            },
        );
        toast.show(t("{name} deleted.", { name: item.name }));
      } catch (error) {
        toast.show(messageOf(error), "error");
        throw error;
      }
    },
  };

  const onImported = (results: ImportFileResult[]) => {
    if (results.some((result) => result.status === "imported")) void reload();
  };

  return (
    <div className="flex flex-col gap-4 p-4" data-testid="my-content-panel">
      {/* The map page's tab already says "My Content"; the heading is for screen-reader navigation. */}
      <h2 className="sr-only">{t("My Content")}</h2>
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t("My Content tools")}>
        <button
          type="button"
          aria-pressed={tool === "draw-track"}
          disabled={!map}
          onClick={() => startTool("draw-track")}
          className={buttonClassName({ variant: tool === "draw-track" ? "primary" : "secondary", size: "sm" })}
        >
          <RouteIcon aria-hidden="true" className="size-4" />
          {t("Draw track")}
        </button>
        <button
          type="button"
          aria-pressed={tool === "add-waypoint"}
          disabled={!map}
          onClick={() => startTool("add-waypoint")}
          className={buttonClassName({ variant: tool === "add-waypoint" ? "primary" : "secondary", size: "sm" })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t("Add waypoint")}
        </button>
        <button
          type="button"
          aria-expanded={showImport}
          onClick={() => setShowImport((shown) => !shown)}
          className={buttonClassName({ variant: showImport ? "primary" : "secondary", size: "sm" })}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {t("Import")}
        </button>
      </div>

      {tool === "draw-track" && (
        <div role="status" className="space-y-2 rounded-xl bg-brand-blue/10 p-3 text-sm text-dark-grey">
          <p>{t("Click on the map to add points. Double-click the last point, or press Finish, to save the track.")}</p>
          <p className="tabular-nums">
            {plural(draft.length, "{count} point", "{count} points")} · {formatTrackLength(trackLengthMetres([draft]), measure)}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClassName({ size: "sm" })} disabled={draft.length < 2} onClick={finishDrawing}>
              {t("Finish")}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: "secondary", size: "sm" })}
              disabled={draft.length === 0}
              onClick={() => drawToolRef.current?.undo()}
            >
              <Undo2 aria-hidden="true" className="size-4" />
              {t("Undo")}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: "secondary", size: "sm" })}
              onClick={() => {
                const centre = map?.getCenter();
                if (centre) drawToolRef.current?.addPoint(centre.lng, centre.lat);
              }}
            >
              {t("Add point at map centre")}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: "secondary", size: "sm" })}
              onClick={() => {
                setTool(null);
                setDraft([]);
              }}
            >
              {t("Cancel")}
            </button>
          </div>
        </div>
      )}
      {tool === "add-waypoint" && (
        <div role="status" className="space-y-2 rounded-xl bg-brand-blue/10 p-3 text-sm text-dark-grey">
          <p>{t("Click on the map where the waypoint goes.")}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClassName({ variant: "secondary", size: "sm" })}
              onClick={() => {
                const centre = map?.getCenter();
                if (centre) setPending({ kind: "waypoint", longitude: centre.lng, latitude: centre.lat });
                setTool(null);
              }}
            >
              {t("Use the map centre")}
            </button>
            <button type="button" className={buttonClassName({ variant: "secondary", size: "sm" })} onClick={() => setTool(null)}>
              {t("Cancel")}
            </button>
          </div>
        </div>
      )}

      {pending?.kind === "track" && (
        <section aria-label={t("Save the new track")} className="rounded-xl border border-grey/20 p-3">
          <TrackForm
            initial={{ name: defaultTrackName(translate), notes: "", color: DEFAULT_TRACK_COLOR }}
            summary={`${plural(pending.points.length, "{count} point", "{count} points")} · ${formatTrackLength(trackLengthMetres([pending.points]), measure)}`}
            submitLabel={t("Save track")}
            onCancel={cancelPending}
            onSubmit={async (fields) => {
              try {
                const track = await myContentClient.createTrack({
                  ...fields,
                  geometry: { type: "LineString", coordinates: pending.points },
                });
                upsertTrack(track);
                contentEvents.created({ kind: "track", uuid: track.uuid });
                cancelPending();
                toast.show(t("Track saved."));
              } catch (error) {
                throw new Error(messageOf(error));
              }
            }}
          />
        </section>
      )}
      {pending?.kind === "waypoint" && (
        <section aria-label={t("Save the new waypoint")} className="rounded-xl border border-grey/20 p-3">
          <WaypointForm
            initial={{ name: "", notes: "", icon: "pin" }}
            summary={formatCoordinates(pending.latitude, pending.longitude)}
            submitLabel={t("Save waypoint")}
            onCancel={cancelPending}
            onSubmit={async (fields) => {
              try {
                const waypoint = await myContentClient.createWaypoint({
                  ...fields,
                  latitude: pending.latitude,
                  longitude: pending.longitude,
                });
                upsertWaypoint(waypoint);
                contentEvents.created({ kind: "waypoint", uuid: waypoint.uuid });
                cancelPending();
                toast.show(t("Waypoint saved."));
              } catch (error) {
                throw new Error(messageOf(error));
              }
            }}
          />
        </section>
      )}

      {showImport && <ImportBox onImported={onImported} />}

      {loadError && (
        <p role="alert" className="text-sm font-semibold text-brand-red">
          {loadError}{" "}
          <button type="button" className="underline" onClick={() => void reload()}>
            {t("Try again")}
          </button>
        </p>
      )}
      {content ? (
        <ContentList content={content} actions={actions} />
      ) : (
        !loadError && (
          <div aria-hidden="true" className="space-y-3">
            {[0, 1, 2].map((row) => (
              <div key={row} className={cx("h-14 animate-pulse rounded-lg bg-neutral-100", row === 2 && "w-2/3")} />
            ))}
          </div>
        )
      )}
      <PrivacyZonesSection map={map} />
    </div>
  );
}
