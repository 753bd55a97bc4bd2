// What the server planned: the route's length and driving time, leg by leg, the roads it drives
// with their surfaces, its elevation profile, the trails it drives with their points of concern,
// and its warnings; or why there is no legal route, with the road that closes the way to look at
// on the map.
import { CircleAlert, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { BlockingRoad, RoutePlan, RouteTrail } from "../../../../shared/contracts/route-plans.contract";
import type { ProfileSample } from "../../../../shared/geo/elevation-profile";
import { refusalText } from "../../../../shared/domain/route-plan-refusals";
import { ElevationChart } from "../../../components/elevation-profile/elevation-chart";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../lib/i18n";
import { useMeasures } from "../../../lib/session";
import type { Translator } from "../../../../shared/i18n/translator";
import { formatTrackLength } from "../my-content/stats-format";
import { pointLetter } from "./trip-plan-layers";
import type { PlanResult } from "./use-trip-plan";

/** "45 min", "3 h 20 min". */
export function formatDrivingTime(seconds: number, t: Translator["t"]): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return t("{minutes} min", { minutes });
  return t("{hours} h {minutes} min", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

interface PlanSummaryProps {
  result: PlanResult;
  onShowBlocking: (road: BlockingRoad) => void;
  onSave: (plan: RoutePlan) => void;
  isSaving: boolean;
}

export function PlanSummary({ result, onShowBlocking, onSave, isSaving }: PlanSummaryProps) {
  const { t } = useT();
  const measure = useMeasures();
  return (
    <div aria-live="polite" data-testid="trip-plan-result">
      {result.status === "idle" && (
        <p className="text-sm text-grey">{t("Click the map to add your start, then where you are going.")}</p>
      )}
      {result.status === "planning" && <p className="text-sm text-grey">{t("Planning the route…")}</p>}
      {result.status === "refused" && (
        <div role="alert" className="space-y-2 rounded-lg bg-brand-red/5 p-3 text-sm text-dark-grey ring-1 ring-brand-red/30">
          <p className="flex gap-2">
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-brand-red" />
            <span>
              {result.refusal
                ? refusalText(result.refusal, t)
                : (result.message ?? t("The route could not be planned. Check your connection and try again."))}
            </span>
          </p>
          {result.blocking && (
            <Button variant="secondary" size="sm" onClick={() => onShowBlocking(result.blocking!)}>
              {t("Show {name} on the map", { name: result.blocking.name })}
            </Button>
          )}
        </div>
      )}
      {result.status === "planned" && (
        <PlannedRoute
          plan={result.plan}
          distance={(metres) => formatTrackLength(metres, measure)}
          onSave={onSave}
          isSaving={isSaving}
        />
      )}
    </div>
  );
}

function PlannedRoute({
  plan,
  distance,
  onSave,
  isSaving,
}: {
  plan: RoutePlan;
  distance: (metres: number) => string;
  onSave: (plan: RoutePlan) => void;
  isSaving: boolean;
}) {
  const { t } = useT();
  const { properties } = plan;
  return (
    <div className="space-y-3">
      <p className="text-lg font-bold tabular-nums" data-testid="trip-plan-total">
        {distance(properties.distance_m)} · {formatDrivingTime(properties.duration_s, t)}
      </p>
      {properties.legs.length > 1 && (
        <ol aria-label={t("Legs")} className="space-y-0.5 text-sm text-grey tabular-nums">
          {properties.legs.map((leg, index) => (
            <li key={index}>
              {pointLetter(index)} → {pointLetter(index + 1)}: {distance(leg.distance_m)} · {formatDrivingTime(leg.duration_s, t)}
            </li>
          ))}
        </ol>
      )}
      {properties.warnings.length > 0 && (
        <ul aria-label={t("Warnings")} className="space-y-1 text-sm">
          {properties.warnings.map((warning) => (
            <li key={warning} className="flex gap-2">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-bronze" />
              {warning}
            </li>
          ))}
        </ul>
      )}
      {properties.public_lands.length > 0 && (
        <section aria-labelledby="trip-lands-heading">
          <h3 id="trip-lands-heading" className="text-sm font-bold">
            {t("Public land on the way")}
          </h3>
          <ul className="mt-1 text-sm">
            {properties.public_lands.map((land) => (
              <li key={`${land.unit}-${land.name}`}>
                {land.name === land.unit ? land.name : `${land.name}, ${land.unit}`}{" "}
                <span className="text-grey">({land.agency})</span>
              </li>
            ))}
          </ul>
          {properties.leaves_public_land.length > 0 && (
            <ul aria-label={t("Where the route leaves public land")} className="mt-1 space-y-0.5 text-sm text-grey">
              {properties.leaves_public_land.map((exit) => (
                <li key={exit.distance_m}>
                  {t("Leaves public land after {distance}: stay on the road from there.", {
                    distance: distance(exit.distance_m),
                  })}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {properties.elevation_profile && (
        <RouteElevation profile={properties.elevation_profile} distanceMetres={properties.distance_m} />
      )}
      {properties.trails.length > 0 && <TrailsOnTheWay trails={properties.trails} />}
      <section aria-labelledby="trip-roads-heading">
        <h3 id="trip-roads-heading" className="text-sm font-bold">
          {t("Roads on the way")}
        </h3>
        <ol className="mt-1 divide-y divide-grey/15 text-sm">
          {properties.roads.map((road, index) => (
            <li key={`${road.road_id}-${index}`} className="flex justify-between gap-3 py-1.5">
              <span className="min-w-0">
                <span className="font-semibold">{road.name || t("Unnamed road")}</span>
                <span className="block text-xs text-grey">{road.surface}</span>
              </span>
              <span className="shrink-0 text-grey tabular-nums">{distance(road.distance_m)}</span>
            </li>
          ))}
        </ol>
      </section>
      <Button size="sm" onClick={() => onSave(plan)} disabled={isSaving}>
        {isSaving ? t("Saving…") : t("Save to My Content")}
      </Button>
    </div>
  );
}

/** The published trails the route drives, each with what to watch for on it. */
function TrailsOnTheWay({ trails }: { trails: RouteTrail[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="trip-trails-heading">
      <h3 id="trip-trails-heading" className="text-sm font-bold">
        {t("Trails on the way")}
      </h3>
      <ul className="mt-1 space-y-1 text-sm">
        {trails.map((trail) => (
          <li key={trail.trail_id}>
            <Link to={trail.href} className="font-semibold text-brand-green-dark underline underline-offset-2">
              {trail.name}
            </Link>
            {trail.points_of_concern.length > 0 && (
              <span className="block text-xs text-grey">
                {t("Watch for: {concerns}", { concerns: trail.points_of_concern.map((concern) => t(concern)).join(", ") })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A profile that misses more than this share of the route at either end says where its heights come from. */
const PARTIAL_PROFILE_SHARE = 0.05;

/** The route's profile: the ground's heights from the terrain model, or else the trails' recorded ones. */
function RouteElevation({ profile, distanceMetres }: { profile: ProfileSample[]; distanceMetres: number }) {
  const { t } = useT();
  const isPartial =
    profile[0]![0] > distanceMetres * PARTIAL_PROFILE_SHARE || profile.at(-1)![0] < distanceMetres * (1 - PARTIAL_PROFILE_SHARE);
  return (
    <section aria-labelledby="trip-elevation-heading">
      <h3 id="trip-elevation-heading" className="text-sm font-bold">
        {t("Elevation profile")}
      </h3>
      <ElevationChart profile={profile} />
      {isPartial && (
        <p className="text-xs text-grey">
          {t("Part of this route has no heights: no terrain model or recorded trail covers it.")}
        </p>
      )}
    </section>
  );
}
