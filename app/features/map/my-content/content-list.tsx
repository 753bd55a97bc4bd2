// The member's tracks and waypoints, each with its figures and its actions: show on the map, edit,
// a track's elevation, export, share and delete.
import { Download, Locate, Pencil, Trash2, WifiOff } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useHref } from "react-router";
import {
  EXPORT_FORMATS,
  EXPORT_FORMAT_LABELS,
  type ExportFormat,
  type MyContent,
  type TrackSummary,
  type UserContentKind,
  type Waypoint,
  userContentExportUrl,
} from "../../../../shared/contracts/user-content.contract";
import { buttonClassName } from "../../../components/ui/button";
import { SendToGpsPartner } from "../../../components/gps-partner/send-to-gps-partner";
import { useRootData } from "../../../lib/root-data";
import { Modal } from "../../../components/ui/modal";
import { useT } from "../../../lib/i18n";
import { useMeasures } from "../../../lib/session";
import { TrackForm, WaypointForm, type TrackFields, type WaypointFields } from "./item-forms";
import { contentEvents } from "./content-events";
import { ShareLink } from "./share-link";
import { formatCoordinates, formatTrackStats } from "./stats-format";
import { TrackElevation } from "./track-elevation";
import { WaypointIcon } from "./waypoint-icon";

/** A waypoint has no route to simplify: it is offered the files that hold a point. */
const formatsFor = (kind: UserContentKind): readonly ExportFormat[] =>
  kind === "tracks" ? EXPORT_FORMATS : EXPORT_FORMATS.filter((format) => format !== "gpx-route");

export interface ContentActions {
  onShow: (item: TrackSummary | Waypoint) => void;
  onEditTrack: (uuid: string, fields: TrackFields) => Promise<void>;
  onEditWaypoint: (uuid: string, fields: WaypointFields) => Promise<void>;
  onShare: (item: TrackSummary | Waypoint, isShared: boolean) => Promise<void>;
  onDelete: (item: TrackSummary | Waypoint) => Promise<void>;
  canShow: boolean;
}

const iconButton =
  "inline-flex min-h-9 items-center gap-1 rounded-full border border-grey/30 bg-white px-3 text-sm font-semibold text-dark-grey hover:bg-neutral-50 disabled:opacity-50";

function ExportMenu({ kind, uuid, name }: { kind: UserContentKind; uuid: string; name: string }) {
  const { t } = useT();
  return (
    <details className="relative">
      <summary className={`${iconButton} cursor-pointer list-none`} aria-label={t("Export {name}", { name })}>
        <Download aria-hidden="true" className="size-4" />
        {t("Export")}
      </summary>
      <ul className="absolute left-0 z-10 mt-1 w-56 rounded-lg border border-grey/20 bg-white py-1 shadow-lg">
        {formatsFor(kind).map((format) => (
          <li key={format}>
            <a
              href={userContentExportUrl(kind, uuid, format)}
              download
              // The menu closes once a format is chosen, as a menu does.
              onClick={(event) => {
                contentEvents.exported(kind, format);
                event.currentTarget.closest("details")?.removeAttribute("open");
              }}
              className="block px-3 py-2 text-sm text-dark-grey hover:bg-neutral-100"
            >
              {t(EXPORT_FORMAT_LABELS[format])}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function ItemRow({
  item,
  kind,
  title,
  detail,
  marker,
  actions,
  editForm,
}: {
  item: TrackSummary | Waypoint;
  kind: UserContentKind;
  title: string;
  detail: string;
  marker: ReactNode;
  actions: ContentActions;
  editForm: (close: () => void) => ReactNode;
}) {
  const { gpsPartner } = useRootData().clientConfig;
  const { t } = useT();
  const prefix = useHref("/").replace(/\/$/, "");
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <li className="space-y-2 border-b border-grey/10 py-3 last:border-b-0" data-testid={`my-content-${item.kind}`}>
      <div className="flex items-start gap-3">
        {marker}
        <div className="min-w-0 flex-1">
          <p className="break-words font-semibold text-dark-grey">{title}</p>
          <p className="text-sm text-grey tabular-nums">{detail}</p>
          {item.notes && <p className="mt-1 line-clamp-2 text-sm break-words text-grey">{item.notes}</p>}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={iconButton} disabled={!actions.canShow} onClick={() => actions.onShow(item)}>
          <Locate aria-hidden="true" className="size-4" />
          {t("Show")}
          <span className="sr-only"> {t("{name} on the map", { name: title })}</span>
        </button>
        <button type="button" className={iconButton} onClick={() => setIsEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {t("Edit")}
          <span className="sr-only"> {title}</span>
        </button>
        {item.kind === "track" && item.elevation_gain_m !== null && <TrackElevation track={item} buttonClassName={iconButton} />}
        <ExportMenu kind={kind} uuid={item.uuid} name={title} />
        {item.kind === "track" && gpsPartner && (
          <SendToGpsPartner
            partner={gpsPartner}
            item={{ item_type: "tracks", item_id: item.uuid }}
            itemName={title}
            variant="secondary"
          />
        )}
        {/* The track's page, its GPX and the map of its area, kept on the device (ADR 0085). */}
        {item.kind === "track" && (
          <a href={`${prefix}/offline/tracks/${item.uuid}`} className={iconButton}>
            <WifiOff aria-hidden="true" className="size-4" />
            {t("Save for offline")}
            <span className="sr-only"> {title}</span>
          </a>
        )}
        <button type="button" className={iconButton} onClick={() => setIsConfirmingDelete(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t("Delete")}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
      <ShareLink
        uuid={item.uuid}
        name={title}
        isShared={item.is_shared}
        onChange={(isShared) => actions.onShare(item, isShared)}
      />
      <Modal open={isEditing} onOpenChange={setIsEditing} title={t("Edit {name}", { name: title })}>
        {isEditing && editForm(() => setIsEditing(false))}
      </Modal>
      <Modal open={isConfirmingDelete} onOpenChange={setIsConfirmingDelete} title={t("Delete {name}?", { name: title })}>
        <p className="mb-4 text-grey">{t("This cannot be undone. Shared links to it will stop working.")}</p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={isDeleting}
            className={`${buttonClassName({ size: "sm" })} !bg-brand-red`}
            onClick={() => {
              setIsDeleting(true);
              actions
                .onDelete(item)
                .then(() => setIsConfirmingDelete(false))
                .catch(() => undefined)
                .finally(() => setIsDeleting(false));
            }}
          >
            {isDeleting ? t("Deleting…") : t("Delete")}
          </button>
          <button
            type="button"
            className={buttonClassName({ variant: "secondary", size: "sm" })}
            onClick={() => setIsConfirmingDelete(false)}
          >
            {t("Keep it")}
          </button>
        </div>
      </Modal>
    </li>
  );
}

export function ContentList({ content, actions }: { content: MyContent; actions: ContentActions }) {
  const measure = useMeasures();
  const { t } = useT();
  return (
    <div className="space-y-5">
      <section aria-labelledby="my-tracks-heading">
        <h3 id="my-tracks-heading" className="text-base font-semibold text-dark-grey">
          {t("Tracks ({count})", { count: content.tracks.length })}
        </h3>
        {content.tracks.length === 0 ? (
          <p className="py-2 text-sm text-grey">{t("No tracks yet: draw one on the map or import a GPX file.")}</p>
        ) : (
          <ul>
            {content.tracks.map((track) => (
              <ItemRow
                key={track.uuid}
                item={track}
                kind="tracks"
                title={track.name}
                detail={formatTrackStats(track, measure, t)}
                marker={
                  <span
                    aria-hidden="true"
                    className="mt-1 h-1.5 w-6 shrink-0 rounded-full"
                    style={{ backgroundColor: track.color }}
                  />
                }
                actions={actions}
                editForm={(close) => (
                  <TrackForm
                    initial={{ name: track.name, notes: track.notes, color: track.color }}
                    submitLabel={t("Save changes")}
                    onCancel={close}
                    onSubmit={async (fields) => {
                      await actions.onEditTrack(track.uuid, fields);
                      close();
                    }}
                  />
                )}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="my-waypoints-heading">
        <h3 id="my-waypoints-heading" className="text-base font-semibold text-dark-grey">
          {t("Waypoints ({count})", { count: content.waypoints.length })}
        </h3>
        {content.waypoints.length === 0 ? (
          <p className="py-2 text-sm text-grey">{t("No waypoints yet: add one by clicking on the map.")}</p>
        ) : (
          <ul>
            {content.waypoints.map((waypoint) => (
              <ItemRow
                key={waypoint.uuid}
                item={waypoint}
                kind="waypoints"
                title={waypoint.name}
                detail={formatCoordinates(waypoint.latitude, waypoint.longitude)}
                marker={<WaypointIcon icon={waypoint.icon} className="mt-0.5 size-5 shrink-0 text-dark-grey" />}
                actions={actions}
                editForm={(close) => (
                  <WaypointForm
                    initial={{ name: waypoint.name, notes: waypoint.notes, icon: waypoint.icon }}
                    submitLabel={t("Save changes")}
                    onCancel={close}
                    onSubmit={async (fields) => {
                      await actions.onEditWaypoint(waypoint.uuid, fields);
                      close();
                    }}
                  />
                )}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
