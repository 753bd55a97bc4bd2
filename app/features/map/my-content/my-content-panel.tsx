// "My Content" on the map page (spec §2.2 active-tab=my-content, paid members): the member's
// tracks and waypoints drawn on the map and listed with their figures; tools to draw a track and
// add a waypoint; import, export, share, edit and delete.
import type { Map as MapLibreMap } from "maplibre-gl";
import { useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_TRACK_COLOR, type ImportFileResult } from "../../../../shared/contracts/user-content.contract";
import { INTL_LOCALES } from "../../../../shared/domain/locales";
import { trackLengthMetres } from "../../../../shared/geo/track-stats";
import { cx } from "../../../components/ui/class-names";
import { useToast } from "../../../components/ui/toast";
import { useT } from "../../../lib/i18n";
import { useMeasures } from "../../../lib/session";
import type { Translator } from "../../../../shared/i18n/translator";
import { contentEvents } from "./content-events";
import { ContentList } from "./content-list";
import { useTrailMap } from "../trail-map-context";
import { ImportBox } from "./import-box";
import { TrackForm, WaypointForm } from "./item-forms";
import { myContentClient } from "./my-content-client";
import { useMapLayers } from "../geojson-overlay";
import { MyContentLayers } from "./my-content-layers";
import { PrivacyZonesSection } from "./privacy-zones";
import { AddWaypointTool, DrawTrackTool, type MyContentToolName } from "./my-content-tools";
import { formatCoordinates, formatTrackLength } from "./stats-format";
import { DrawingGuide, MyContentToolBar, WaypointGuide } from "./my-content-tool-bar";
import { useContentActions, useMyContent, type MyContentStore } from "./use-my-content";
import { messageOf } from "./use-reloadable";

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
  const store = useMyContent(props.isShown);
  const { content, loadError, reload } = store;
  const [tool, setTool] = useTool(props);
  const { t } = useT();
  const [draft, setDraft] = useState<[number, number][]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const [showImport, setShowImport] = useState(false);
  const layersRef = useMapLayers(map, (running) => new MyContentLayers(running));
  const drawToolRef = useRef<DrawTrackTool | null>(null);

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

  const actions = useContentActions(map, store);

  const onImported = (results: ImportFileResult[]) => {
    if (results.some((result) => result.status === "imported")) void reload();
  };

  return (
    <div className="flex flex-col gap-4 p-4" data-testid="my-content-panel">
      {/* The map page's tab already says "My Content"; the heading is for screen-reader navigation. */}
      <h2 className="sr-only">{t("My Content")}</h2>
      <MyContentToolBar
        tool={tool}
        hasMap={map !== null}
        isImportShown={showImport}
        onStart={startTool}
        onToggleImport={() => setShowImport((shown) => !shown)}
      />

      {tool === "draw-track" && (
        <DrawingGuide
          draft={draft}
          onFinish={finishDrawing}
          onUndo={() => drawToolRef.current?.undo()}
          onAddAtCentre={() => {
            const centre = map?.getCenter();
            if (centre) drawToolRef.current?.addPoint(centre.lng, centre.lat);
          }}
          onCancel={() => {
            setTool(null);
            setDraft([]);
          }}
        />
      )}
      {tool === "add-waypoint" && (
        <WaypointGuide
          onUseCentre={() => {
            const centre = map?.getCenter();
            if (centre) setPending({ kind: "waypoint", longitude: centre.lng, latitude: centre.lat });
            setTool(null);
          }}
          onCancel={() => setTool(null)}
        />
      )}

      {pending && <NewItemForm pending={pending} store={store} onDone={cancelPending} />}

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

/** The name and notes of a track just drawn or a waypoint just placed, saved as a new item. */
function NewItemForm({ pending, store, onDone }: { pending: NonNullable<Pending>; store: MyContentStore; onDone: () => void }) {
  const toast = useToast();
  const measure = useMeasures();
  const translate = useT();
  const { t, plural } = translate;
  return (
    <>
      {pending?.kind === "track" && (
        <section aria-label={t("Save the new track")} className="rounded-xl border border-grey/20 p-3">
          <TrackForm
            initial={{ name: defaultTrackName(translate), notes: "", color: DEFAULT_TRACK_COLOR }}
            summary={`${plural(pending.points.length, "{count} point", "{count} points")} · ${formatTrackLength(trackLengthMetres([pending.points]), measure)}`}
            submitLabel={t("Save track")}
            onCancel={onDone}
            onSubmit={async (fields) => {
              try {
                const track = await myContentClient.createTrack({
                  ...fields,
                  geometry: { type: "LineString", coordinates: pending.points },
                });
                store.upsertTrack(track);
                contentEvents.created({ kind: "track", uuid: track.uuid });
                onDone();
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
            onCancel={onDone}
            onSubmit={async (fields) => {
              try {
                const waypoint = await myContentClient.createWaypoint({
                  ...fields,
                  latitude: pending.latitude,
                  longitude: pending.longitude,
                });
                store.upsertWaypoint(waypoint);
                contentEvents.created({ kind: "waypoint", uuid: waypoint.uuid });
                onDone();
                toast.show(t("Waypoint saved."));
              } catch (error) {
                throw new Error(messageOf(error));
              }
            }}
          />
        </section>
      )}
    </>
  );
}
