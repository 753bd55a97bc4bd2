// The waypoint guide (spec §2.11 trail page): the ordered waypoints with their type, place, notes and photos.
import type { Waypoint } from "../../../shared/contracts/scout-route.contract";
import { GuideHtml } from "./guide-html";
import { formatCoordinates, orderWaypoints } from "./waypoints";
import { Photo } from "../../components/ui/photo";
import { useT } from "../../lib/i18n";

export function WaypointGuide({ waypoints }: { waypoints: readonly Waypoint[] }) {
  const { t } = useT();
  // The kinds of waypoint the guide editor offers (WAYPOINT_TYPES); another stays as written.
  const types: Record<string, string> = {
    trailhead: t("Trailhead"),
    obstacle: t("Obstacle"),
    camp: t("Camp"),
    viewpoint: t("Viewpoint"),
    junction: t("Junction"),
    end: t("End"),
  };
  if (waypoints.length === 0) return <p className="text-grey">{t("No waypoints are listed for this trail yet.")}</p>;
  return (
    <ol aria-label={t("Waypoints")} className="space-y-6">
      {orderWaypoints(waypoints).map((waypoint, index) => (
        <li key={waypoint.id} className="flex gap-3" data-testid="waypoint">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-dark-grey text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-bold text-dark-grey">{waypoint.name}</h3>
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-grey">
              <span className="capitalize">{types[waypoint.waypoint_type] ?? waypoint.waypoint_type}</span>
              <span className="tabular-nums">{formatCoordinates(waypoint.latitude, waypoint.longitude)}</span>
            </p>
            {waypoint.description_html && <GuideHtml html={waypoint.description_html} className="mt-2" />}
            {waypoint.photos.length > 0 && (
              <ul
                aria-label={t("Photos of {name}", { name: waypoint.name })}
                className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3"
              >
                {waypoint.photos.map((photo, photoIndex) => (
                  <li key={`${waypoint.id}-${photoIndex}`}>
                    <a href={photo.resized_large} target="_blank" rel="noreferrer">
                      <Photo
                        src={photo.resized_medium}
                        alt={t("{name}, photo {number}", { name: waypoint.name, number: photoIndex + 1 })}
                        loading="lazy"
                        className="aspect-[4/3] w-full rounded-md object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
