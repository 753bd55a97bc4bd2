// "Trail Information" (spec §2.11): the tabs and the facts both guide kinds show. Only the open tab is
// drawn, so the tabs a reader has not opened load their code when opened. Each kind brings its tabs
// (scout-route-information.tsx, trail-guide-information.tsx).
import { formatDay } from "../../i18n/dates";
import { lazy, useState } from "react";
import { trailStatusLabel } from "../../../shared/domain/difficulty";
import { ExternalLink } from "../../components/ui/external-link";
import { Tabs, type TabItem } from "../../components/ui/tabs";
import { useMeasures } from "../../lib/session";
import { REVIEW_ANCHOR_ID, scrollToAnchor } from "./scroll-to-anchor";
import { useT } from "../../lib/i18n";

/** Tabs a reader has not opened yet: their code loads when opened (the tabs draw only the open one). */
export const NearbyTrails = lazy(() => import("./nearby-trails").then((module) => ({ default: module.NearbyTrails })));
export const WaypointGuide = lazy(() => import("./waypoint-guide").then((module) => ({ default: module.WaypointGuide })));
export const WeatherForecast = lazy(() => import("./weather-forecast").then((module) => ({ default: module.WeatherForecast })));

/** The "Trail Information" heading over its tabs, the first one open; each guide kind brings its tabs. */
export function TrailInformationTabs({ items }: { items: TabItem[] }) {
  const [selectedTab, setSelectedTab] = useState(items[0]?.id ?? "");
  const { t } = useT();
  return (
    <section aria-labelledby="trail-information-title">
      <h2 id="trail-information-title" className="text-2xl font-bold tracking-tight">
        {t("Trail Information")}
      </h2>
      <Tabs className="mt-3" label={t("Trail Information")} selectedId={selectedTab} onSelect={setSelectedTab} items={items} />
    </section>
  );
}

/** The guide's length as stored (up to two decimals), in the reader's units: the value of the "Distance" fact. */
export function DistanceValue({ miles }: { miles: number }) {
  return <span className="tabular-nums">{useMeasures().distance(miles, 2)}</span>;
}

/**
 * The reported status and the day it was reported; a click leads to the reviews that report it. A
 * status is dated by its day (ADR 0069): a member's condition report knows only the day it saw.
 */
export function StatusValue({ status, reportedAt }: { status: string; reportedAt: string | null }) {
  const { t, locale } = useT();
  return (
    <button
      type="button"
      onClick={() => scrollToAnchor(REVIEW_ANCHOR_ID)}
      className="inline-flex flex-wrap items-center gap-2 text-left hover:underline"
    >
      <span className="rounded-full bg-dark-grey px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
        {t(trailStatusLabel(status))}
      </span>
      {reportedAt && (
        <span className="text-sm text-grey">
          {t("Reported")} <time dateTime={reportedAt.slice(0, 10)}>{formatDay(reportedAt, locale)}</time>
        </span>
      )}
    </button>
  );
}

export function PermitValue({ link }: { link: string | null }) {
  const { t } = useT();
  return link ? (
    <ExternalLink href={link} className="font-semibold text-brand-green-dark underline">
      {t("Yes - Click Here")}
    </ExternalLink>
  ) : (
    <>{t("No")}</>
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
