// The member's tracks and waypoints as the panel holds them: read when the panel opens and again
// when its tab is shown after being hidden, kept in step with each save, share and delete.
import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef } from "react";
import type { TrackSummary, Waypoint } from "../../../../shared/contracts/user-content.contract";
import { useToast } from "../../../components/ui/toast";
import { useT } from "../../../lib/i18n";
import { contentEvents } from "./content-events";
import type { ContentActions } from "./content-list";
import { myContentClient } from "./my-content-client";
import { messageOf, useReloadable } from "./use-reloadable";

const listMyContent = () => myContentClient.list();

export function useMyContent(isShown: boolean | undefined) {
  const { value: content, setValue: setContent, loadError, reload } = useReloadable(listMyContent);

  const wasShown = useRef(isShown);
  useEffect(() => {
    if (isShown && wasShown.current === false) void reload();
    wasShown.current = isShown;
  }, [isShown, reload]);

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
  const remove = (uuid: string) =>
    setContent(
      (current) =>
        current && {
          tracks: current.tracks.filter((track) => track.uuid !== uuid),
          waypoints: current.waypoints.filter((waypoint) => waypoint.uuid !== uuid),
        },
    );

  return { content, loadError, reload, upsertTrack, upsertWaypoint, replaceTrack, replaceWaypoint, remove };
}

export type MyContentStore = ReturnType<typeof useMyContent>;

/** What the list's items do: show on the map, edit, share and delete, each told in a toast. */
export function useContentActions(map: MapLibreMap | null, store: MyContentStore): ContentActions {
  const toast = useToast();
  const { t } = useT();
  return {
    canShow: map !== null,
    onShow: (item) => {
      if (!map) return;
      if (item.kind === "track") map.fitBounds(item.bounds, { padding: 48, maxZoom: 15 });
      else map.flyTo({ center: [item.longitude, item.latitude], zoom: Math.max(map.getZoom(), 13) });
    },
    onEditTrack: async (uuid, fields) => {
      try {
        store.replaceTrack(await myContentClient.updateTrack(uuid, fields));
        contentEvents.edited({ kind: "track", uuid });
        toast.show(t("Track saved."));
      } catch (error) {
        throw new Error(messageOf(error));
      }
    },
    onEditWaypoint: async (uuid, fields) => {
      try {
        store.replaceWaypoint(await myContentClient.updateWaypoint(uuid, fields));
        contentEvents.edited({ kind: "waypoint", uuid });
        toast.show(t("Waypoint saved."));
      } catch (error) {
        throw new Error(messageOf(error));
      }
    },
    onShare: async (item, isShared) => {
      try {
        if (item.kind === "track") store.replaceTrack(await myContentClient.updateTrack(item.uuid, { is_shared: isShared }));
        else store.replaceWaypoint(await myContentClient.updateWaypoint(item.uuid, { is_shared: isShared }));
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
        store.remove(item.uuid);
        toast.show(t("{name} deleted.", { name: item.name }));
      } catch (error) {
        toast.show(messageOf(error), "error");
        throw error;
      }
    },
  };
}
