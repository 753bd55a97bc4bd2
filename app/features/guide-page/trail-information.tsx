// "Trail Information" (spec §2.11): Quick Info, Nearby Trails, Description and Weather Forecast tabs.
// Only the open tab is drawn, so the tabs a reader has not opened load their code when opened.
import { lazy, useState } from "react";
import type { ScoutRouteFull } from "../../../shared/contracts/scout-route.contract";
import type { Forecast } from "../../../shared/contracts/weather.contract";
import { formatDistance } from "../../../shared/domain/units";
import { ExternalLink } from "../../components/ui/external-link";
import { Tabs, type TabItem } from "../../components/ui/tabs";
import { useUnits } from "../../lib/session";
import { DifficultyChip } from "./difficulty-chip";
import { REVIEW_ANCHOR_ID, scrollToAnchor } from "./scroll-to-anchor";
import { VoteButton } from "./vote-button";

/** Tabs a reader has not opened yet: their code loads when opened (the tabs draw only the open one). */
export const NearbyTrails = lazy(() => import("./nearby-trails").then((module) => ({ default: module.NearbyTrails })));
export const WeatherForecast = lazy(() => import("./weather-forecast").then((module) => ({ default: module.WeatherForecast })));

interface TrailInformationProps {
  route: ScoutRouteFull;
  /** The Nearby Trails list waits for the map (spec §2.11). */
  isMapLoaded: boolean;
  forecast: Promise<Forecast> | null;
}

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The "Trail Information" heading over its tabs, the first one open; each guide kind brings its tabs. */
export function TrailInformationTabs({ items }: { items: TabItem[] }) {
  const [selectedTab, setSelectedTab] = useState(items[0]?.id ?? "");
  return (
    <section aria-labelledby="trail-information-title">
      <h2 id="trail-information-title" className="text-2xl font-bold tracking-tight">
        Trail Information
      </h2>
      <Tabs className="mt-3" label="Trail Information" selectedId={selectedTab} onSelect={setSelectedTab} items={items} />
    </section>
  );
}

export function TrailInformation({ route, isMapLoaded, forecast }: TrailInformationProps) {
  return (
    <TrailInformationTabs
      items={[
        { id: "quick-info", label: "Quick Info", content: <QuickInfo route={route} /> },
        { id: "nearby", label: "Nearby Trails", content: <NearbyTrails routeId={route.id} isMapLoaded={isMapLoaded} /> },
        { id: "description", label: "Description", content: <Description route={route} /> },
        { id: "weather", label: "Weather Forecast", content: <WeatherForecast forecast={forecast} /> },
      ]}
    />
  );
}

/** The guide's length as stored (up to two decimals), in the reader's units. */
export function DistanceValue({ miles }: { miles: number }) {
  return <span className="tabular-nums">{`Distance ${formatDistance(miles, useUnits(), 2)}`}</span>;
}

function QuickInfo({ route }: { route: ScoutRouteFull }) {
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact term="Difficulty">
          <DifficultyChip color={route.difficulty_props.color} label={route.difficulty_props.label} />
        </Fact>
        <Fact term="Status">
          <StatusValue status={route.status} reportedAt={route.status_reported_at} />
        </Fact>
        <Fact term="Distance">
          <DistanceValue miles={route.length} />
        </Fact>
        <Fact term="Road Condition">{route.road_condition ?? "Not reported"}</Fact>
        <Fact term="Permit Required">
          <PermitValue link={route.permit_information_link} />
        </Fact>
      </dl>
      <VoteButton routeId={route.id} />
    </div>
  );
}

/** The reported status; a click leads to the reviews that report it. */
export function StatusValue({ status, reportedAt }: { status: string; reportedAt: string | null }) {
  return (
    <button
      type="button"
      onClick={() => scrollToAnchor(REVIEW_ANCHOR_ID)}
      className="inline-flex flex-wrap items-center gap-2 text-left hover:underline"
    >
      <span className="rounded-full bg-dark-grey px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
        {status}
      </span>
      {reportedAt && (
        <span className="text-sm text-grey">
          Reported <time dateTime={reportedAt}>{dateTime.format(new Date(reportedAt))} UTC</time>
        </span>
      )}
    </button>
  );
}

export function PermitValue({ link }: { link: string | null }) {
  return link ? (
    <ExternalLink href={link} className="font-semibold text-brand-green-dark underline">
      Yes - Click Here
    </ExternalLink>
  ) : (
    <>No</>
  );
}

export function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-grey uppercase">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function Description({ route }: { route: ScoutRouteFull }) {
  return (
    <div>
      {route.categories.length > 0 && (
        <ul aria-label="Categories" className="mb-4 flex flex-wrap gap-2">
          {route.categories.map((category) => (
            <li key={category} className="rounded-full bg-neutral-100 px-3 py-1 text-sm text-dark-grey">
              {category}
            </li>
          ))}
        </ul>
      )}
      {/* Sanitized by the server (spec §5 "Content safety"). */}
      <GuideHtml html={route.route_description} />
    </div>
  );
}

/** HTML the server has sanitized (spec §5 "Content safety"). */
export function GuideHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-prose space-y-3 leading-relaxed [&_a]:text-brand-green-dark [&_a]:underline [&_ul]:list-disc [&_ul]:pl-5 ${className ?? ""}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
