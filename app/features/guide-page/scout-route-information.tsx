// "Trail Information" of a scout route (spec §2.11): Quick Info with the vote, the waypoints when the
// route has any (numbered as on the map), Nearby Trails, Description and Weather Forecast tabs. Its
// own module, so the trail page carries none of it.
import type { ScoutRouteFull } from "../../../shared/contracts/scout-route.contract";
import type { Forecast } from "../../../shared/contracts/weather.contract";
import { useT } from "../../lib/i18n";
import { DifficultyChip } from "./difficulty-chip";
import {
  DistanceValue,
  Fact,
  NearbyTrails,
  PermitValue,
  StatusValue,
  TrailInformationTabs,
  WaypointGuide,
  WeatherForecast,
} from "./trail-information";
import { GuideHtml } from "./guide-html";
import { VoteButton } from "./vote-button";

interface TrailInformationProps {
  route: ScoutRouteFull;
  /** The Nearby Trails list waits for the map (spec §2.11). */
  isMapLoaded: boolean;
  forecast: Promise<Forecast> | null;
}

export function TrailInformation({ route, isMapLoaded, forecast }: TrailInformationProps) {
  const { t } = useT();
  return (
    <TrailInformationTabs
      items={[
        { id: "quick-info", label: t("Quick Info"), content: <QuickInfo route={route} /> },
        ...(route.waypoints.length > 0
          ? [{ id: "waypoints", label: t("Waypoints"), content: <WaypointGuide waypoints={route.waypoints} /> }]
          : []),
        { id: "nearby", label: t("Nearby Trails"), content: <NearbyTrails routeId={route.id} isMapLoaded={isMapLoaded} /> },
        { id: "description", label: t("Description"), content: <Description route={route} /> },
        { id: "weather", label: t("Weather Forecast"), content: <WeatherForecast forecast={forecast} /> },
      ]}
    />
  );
}

function QuickInfo({ route }: { route: ScoutRouteFull }) {
  const { t } = useT();
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact term={t("Difficulty")}>
          <DifficultyChip color={route.difficulty_props.color} label={route.difficulty_props.label} />
        </Fact>
        <Fact term={t("Status")}>
          <StatusValue status={route.status} reportedAt={route.status_reported_at} />
        </Fact>
        <Fact term={t("Distance")}>
          <DistanceValue miles={route.length} />
        </Fact>
        <Fact term={t("Road Condition")}>{route.road_condition ?? t("Not reported")}</Fact>
        <Fact term={t("Permit Required")}>
          <PermitValue link={route.permit_information_link} />
        </Fact>
      </dl>
      <VoteButton routeId={route.id} />
    </div>
  );
}

function Description({ route }: { route: ScoutRouteFull }) {
  const { t } = useT();
  return (
    <div>
      {route.categories.length > 0 && (
        <ul aria-label={t("Categories")} className="mb-4 flex flex-wrap gap-2">
          {route.categories.map((category) => (
            <li key={category} className="rounded-full bg-neutral-100 px-3 py-1 text-sm text-dark-grey">
              {t(category)}
            </li>
          ))}
        </ul>
      )}
      {/* Sanitized by the server (spec §5 "Content safety"). */}
      <GuideHtml html={route.route_description} />
    </div>
  );
}
