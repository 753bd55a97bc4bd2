// "Trail Information" of a trail (spec §2.11 trail page): Quick Info, Points of Concern, the waypoint
// guide, Nearby Trails, Description and Weather Forecast tabs.
import { lazy } from "react";
import type { TrailFull } from "../../../shared/contracts/trail.contract";
import type { Forecast } from "../../../shared/contracts/weather.contract";
import { TechnicalRating } from "./technical-rating";
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
import { useT } from "../../lib/i18n";

const PointsOfConcern = lazy(() => import("./points-of-concern").then((module) => ({ default: module.PointsOfConcern })));

interface TrailGuideInformationProps {
  trail: TrailFull;
  isMapLoaded: boolean;
  forecast: Promise<Forecast> | null;
}

export function TrailGuideInformation({ trail, isMapLoaded, forecast }: TrailGuideInformationProps) {
  const { t } = useT();
  return (
    <TrailInformationTabs
      items={[
        { id: "quick-info", label: t("Quick Info"), content: <QuickInfo trail={trail} /> },
        {
          id: "concerns",
          label: t("Points of Concern"),
          content: <PointsOfConcern concerns={trail.points_of_concern} />,
        },
        {
          id: "waypoints",
          label: t("Waypoints"),
          content: <WaypointGuide waypoints={trail.waypoints} />,
        },
        {
          id: "nearby",
          label: t("Nearby Trails"),
          content: <NearbyTrails routeId={trail.id} kind="trails" isMapLoaded={isMapLoaded} />,
        },
        { id: "description", label: t("Description"), content: <GuideHtml html={trail.description_html} /> },
        { id: "weather", label: t("Weather Forecast"), content: <WeatherForecast forecast={forecast} /> },
      ]}
    />
  );
}

function QuickInfo({ trail }: { trail: TrailFull }) {
  const { t } = useT();
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {/* One fact: the rating carries the difficulty's colour and label ("6-9 Difficult"). */}
      <Fact term={t("Difficulty")}>
        <TechnicalRating trail={trail} />
      </Fact>
      <Fact term={t("Status")}>
        <StatusValue status={trail.status} reportedAt={trail.status_reported_at} />
      </Fact>
      <Fact term={t("Distance")}>
        <DistanceValue miles={trail.length} />
      </Fact>
      <Fact term={t("Road Condition")}>{trail.road_condition ?? t("Not reported")}</Fact>
      <Fact term={t("Permit Required")}>
        <PermitValue link={trail.permit_information_link} />
      </Fact>
      <Fact term={t("Season")}>{trail.season ?? t("Not listed")}</Fact>
    </dl>
  );
}
