// "Trail Information" (spec §2.11): Quick Info, Nearby Trails, Description and Weather Forecast tabs.
import { Suspense, useEffect, useState } from "react";
import { Await, Link } from "react-router";
import type { ClosestPreview, ScoutRouteFull } from "../../../shared/contracts/scout-route.contract";
import type { Forecast } from "../../../shared/contracts/weather.contract";
import { formatPreviewDistanceMiles } from "../../../shared/domain/formatters";
import { ExternalLink } from "../../components/ui/external-link";
import { Tabs, type TabItem } from "../../components/ui/tabs";
import { DifficultyChip } from "./paywall";
import { guideApi, type GuideSegment } from "./guide-api";
import { REVIEW_ANCHOR_ID, scrollToAnchor } from "./scroll-to-anchor";
import { trailPath } from "./share-links";
import { VoteButton } from "./vote-button";

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
          <span className="tabular-nums">{`Distance ${route.length} mi`}</span>
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

export function NearbyTrails({
  routeId,
  kind = "scout-routes",
  isMapLoaded,
}: {
  routeId: number;
  kind?: GuideSegment;
  isMapLoaded: boolean;
}) {
  const [trails, setTrails] = useState<ClosestPreview[] | null | "failed">(null);

  useEffect(() => {
    if (!isMapLoaded) return;
    let isCurrent = true;
    guideApi.closestPreviews(routeId, kind).then(
      (list) => isCurrent && setTrails(list.filter((trail) => kind === "scout-routes" || trail.id !== routeId)),
      () => isCurrent && setTrails("failed"),
    );
    return () => {
      isCurrent = false;
    };
  }, [routeId, kind, isMapLoaded]);

  if (trails === "failed") return <p className="text-grey">Nearby trails could not be loaded. Please try again later.</p>;
  if (trails === null) return <p className="text-grey">Loading nearby trails…</p>;
  if (trails.length === 0) return <p className="text-grey">No trail guides are listed near this route yet.</p>;
  return (
    <ul className="divide-y divide-grey/10">
      {trails.map((trail) => (
        <li key={trail.id} className="py-3">
          <Link to={trailPath(trail)} className="font-semibold text-dark-grey underline-offset-2 hover:underline">
            {trail.title}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-grey">
            <DifficultyChip color={trail.difficulty_props.color} label={trail.difficulty_props.label} />
            <span className="tabular-nums">{`${formatPreviewDistanceMiles(trail.distance)} mi away`}</span>
            <span>Near {trail.nearest_town_name}</span>
          </div>
        </li>
      ))}
    </ul>
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

const UNAVAILABLE = <p className="text-grey">Forecast unavailable</p>;

export function WeatherForecast({ forecast }: { forecast: Promise<Forecast> | null }) {
  if (!forecast) return UNAVAILABLE;
  return (
    <Suspense fallback={<p className="text-grey">Loading the forecast at the trailhead…</p>}>
      <Await resolve={forecast} errorElement={UNAVAILABLE}>
        {(resolved) => <ForecastPeriods forecast={resolved} />}
      </Await>
    </Suspense>
  );
}

function ForecastPeriods({ forecast }: { forecast: Forecast }) {
  if (forecast.status === "unavailable") return UNAVAILABLE;
  return (
    <div>
      <p className="text-sm text-grey">At the trailhead, from the National Weather Service.</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {forecast.periods.slice(0, 6).map((period) => (
          <li key={period.start_time} className="flex gap-3 rounded-lg border border-grey/15 p-3">
            <img src={period.icon_url} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-md" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-dark-grey">{period.name}</p>
              <p className="tabular-nums">
                {period.temperature}°{period.temperature_unit} · {period.short_forecast}
              </p>
              <p className="text-grey">
                Wind {period.wind_speed} {period.wind_direction}
                {period.precipitation_chance != null && ` · ${period.precipitation_chance}% precipitation`}
              </p>
            </div>
          </li>
        ))}
      </ul>
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
