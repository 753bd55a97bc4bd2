// /user-content/{uuid}: a member's shared track or waypoint, read-only, with its map and downloads.
import { Download } from "lucide-react";
import { useHref } from "react-router";
import {
  EXPORT_FORMATS,
  EXPORT_FORMAT_LABELS,
  type SharedContent,
  userContentExportUrl,
} from "../../../../shared/contracts/user-content.contract";
import { ElevationChart } from "../../../components/elevation-profile/elevation-chart";
import { buttonClassName } from "../../../components/ui/button";
import { contentEvents } from "./content-events";
import { SharedContentMap } from "./shared-content-map";
import { formatCoordinates, formatTrackLength } from "./stats-format";
import { WaypointIcon } from "./waypoint-icon";
import { useMeasures } from "../../../lib/session";
import { useT } from "../../../lib/i18n";
import type { Translator } from "../../../../shared/i18n/translator";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-neutral-100 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-grey uppercase">{label}</dt>
      <dd className="text-lg font-bold text-dark-grey tabular-nums">{value}</dd>
    </div>
  );
}

/** Only the owner gets an item whole that others see cut; the note says what the others miss. */
function privacyNoteFor(item: SharedContent, t: Translator["t"]): string | null {
  if (!item.privacy_cut) return null;
  return item.kind === "track"
    ? t("Only you see this track whole: its start and end inside your privacy zones are hidden from everyone else.")
    : t("Only you see this waypoint: it lies inside one of your privacy zones, so it is hidden from everyone else.");
}

/** What the page is to its reader: someone's shared item, or their own before they share it. */
function kickerOf(item: SharedContent, t: Translator["t"]): string {
  if (!item.is_shared) return item.kind === "track" ? t("Your track") : t("Your waypoint");
  return item.kind === "track" ? t("Shared track") : t("Shared waypoint");
}

export function SharedContentPage({ item }: { item: SharedContent }) {
  const kind = item.kind === "track" ? "tracks" : "waypoints";
  const { t, number } = useT();
  const prefix = useHref("/").replace(/\/$/, "");
  const privacyNote = privacyNoteFor(item, t);
  const measure = useMeasures();
  const elevation = (metres: number | null) => (metres === null ? "—" : measure.elevation(metres));
  return (
    <article className="mx-auto w-full max-w-[1200px] space-y-6 px-4 py-8">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-grey">{kickerOf(item, t)}</p>
        <h1 className="flex items-center gap-2 text-3xl font-bold break-words text-dark-grey">
          {item.kind === "waypoint" && <WaypointIcon icon={item.icon} className="size-7 shrink-0" />}
          {item.name}
        </h1>
        {item.is_shared ? (
          item.owner_name && <p className="text-grey">{t("Shared by {name}", { name: item.owner_name })}</p>
        ) : (
          <p className="text-grey">{t("Only you can see this page. Share it from My Content to give others its link.")}</p>
        )}
        {privacyNote && (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-dark-grey" data-testid="privacy-note">
            {privacyNote}
          </p>
        )}
      </header>

      <dl className="grid grid-cols-2 gap-3 min-[769px]:grid-cols-4">
        {item.kind === "track" ? (
          <>
            <Fact label={t("Length")} value={formatTrackLength(item.length_m, measure)} />
            <Fact label={t("Elevation gain")} value={elevation(item.elevation_gain_m)} />
            <Fact label={t("Elevation loss")} value={elevation(item.elevation_loss_m)} />
            <Fact label={t("Points")} value={number(item.point_count)} />
          </>
        ) : (
          <>
            <Fact label={t("Position")} value={formatCoordinates(item.latitude, item.longitude)} />
            <Fact label={t("Elevation")} value={elevation(item.elevation)} />
          </>
        )}
      </dl>

      <SharedContentMap item={item} />

      {item.kind === "track" && item.elevation_profile && (
        <section aria-labelledby="shared-elevation-heading" className="space-y-2">
          <h2 id="shared-elevation-heading" className="text-xl font-semibold text-dark-grey">
            {t("Elevation")}
          </h2>
          <ElevationChart profile={item.elevation_profile} />
        </section>
      )}

      {item.notes && (
        <section aria-labelledby="shared-notes-heading" className="space-y-2">
          <h2 id="shared-notes-heading" className="text-xl font-semibold text-dark-grey">
            {t("Notes")}
          </h2>
          <p className="whitespace-pre-line break-words text-grey">{item.notes}</p>
        </section>
      )}

      <section aria-labelledby="shared-download-heading" className="space-y-2">
        <h2 id="shared-download-heading" className="text-xl font-semibold text-dark-grey">
          {t("Download")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {EXPORT_FORMATS.filter((format) => item.kind === "track" || format !== "gpx-route").map((format) => (
            <a
              key={format}
              href={userContentExportUrl(kind, item.uuid, format)}
              download
              onClick={() => contentEvents.exported(kind, format)}
              className={buttonClassName({ variant: "secondary", size: "sm" })}
            >
              <Download aria-hidden="true" className="size-4" />
              {t(EXPORT_FORMAT_LABELS[format])}
            </a>
          ))}
          {/* A plain link, as on a guide's page: the saving happens on that page (ADR 0085). */}
          {item.kind === "track" && item.is_own && (
            <a href={`${prefix}/offline/tracks/${item.uuid}`} className={buttonClassName({ variant: "secondary", size: "sm" })}>
              {t("Save for offline")}
            </a>
          )}
        </div>
      </section>
    </article>
  );
}
