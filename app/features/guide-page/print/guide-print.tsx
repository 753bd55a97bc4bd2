// The printed guide (ADR 0063): one sheet set a driver carries when the phone has no signal. Drawn
// on the server from what load-guide-print.server.ts worked out; the browser only runs the Print
// button. Black on white, Letter pages, nothing a page break should cut in two. In the page's language
// (ADR 0064); the guide's own words (title, description, waypoint names and notes) stay as written.
import { useHref } from "react-router";
import { statusLabel } from "../../../components/condition-reports/condition-report-card";
import { formatDay } from "../../../i18n/dates";
import { ProductMark, PRODUCT_NAME } from "../../../components/ui/logo";
import { buttonClassName } from "../../../components/ui/button";
import { TEXT_LINK_CLASSES } from "../../../components/ui/text-link";
import type { Locale } from "../../../../shared/domain/locales";
import { useT } from "../../../lib/i18n";
import type { Translator } from "../../../../shared/i18n/translator";
import type { GuidePrintData, PrintedFacts, PrintedPlace } from "./load-guide-print.server";
import { PROFILE_PLOT, PROFILE_VIEW } from "./print-profile";

/** Paper: Letter with half-inch margins; links print their address; colours as drawn. */
const PRINT_CSS = `
@page { size: letter; margin: 0.5in; }
@media print {
  html, body { background: #fff !important; color: #000 !important; }
  .guide-print { font-size: 10.5pt; }
  .guide-print a { color: #000; text-decoration: underline; }
  .guide-print .prints-href a[href^="http"]::after { content: " (" attr(href) ")"; word-break: break-all; }
  .guide-print figure, .guide-print tr, .guide-print li, .guide-print .keeps-together { break-inside: avoid; }
  .guide-print h2 { break-after: avoid; }
  .guide-print svg { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
`;

export function GuidePrint({ data }: { data: GuidePrintData }) {
  const { t, locale } = useT();
  const guideHref = useHref(data.guidePath);
  const kindLabel = data.kind === "trail" ? t("Trail guide") : t("Scout route");
  return (
    <div className="guide-print mx-auto max-w-[1000px] bg-white px-4 pt-6 pb-12 text-black sm:px-6 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <nav aria-label={t("Print")} className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={guideHref} className={TEXT_LINK_CLASSES}>
          {t("Back to the guide")}
        </a>
        <PrintButton />
      </nav>

      <header className="flex items-start justify-between gap-4 border-b-2 border-black pb-4">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide uppercase">
            <ProductMark className="size-6 shrink-0" />
            {PRODUCT_NAME} · {kindLabel}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight break-words">{data.title}</h1>
          <p className="mt-1 text-base">
            {data.place.state}
            {data.place.county && ` · ${t("{county} County", { county: data.place.county })}`} ·{" "}
            {t("Nearest town {town}", { town: data.place.nearestTown })}
          </p>
          {data.edition && (
            <p className="mt-1 text-sm">{t("Edition of {date}", { date: formatDay(data.edition, locale, "long") })}</p>
          )}
        </div>
      </header>

      <section aria-labelledby="print-facts" className="keeps-together mt-4">
        <h2 id="print-facts" className="sr-only">
          {t("Key facts")}
        </h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-3 print:grid-cols-3">
          {printedFacts(data.facts, t, locale).map((fact) => (
            <Fact key={fact.term} term={fact.term} value={fact.value} />
          ))}
          {data.elevation && (
            <>
              <Fact term={t("Elevation gain / loss")} value={`${data.elevation.gain} / ${data.elevation.loss}`} />
              <Fact term={t("Lowest / highest")} value={`${data.elevation.lowest} / ${data.elevation.highest}`} />
            </>
          )}
        </dl>
      </section>

      <PrintSection id="print-map" title={t("Overview map")}>
        <OverviewMap data={data} />
      </PrintSection>

      {data.elevation && (
        <PrintSection id="print-elevation" title={t("Elevation profile")}>
          <ElevationProfile title={data.title} profile={data.elevation.profile} />
        </PrintSection>
      )}

      {data.kind === "trail" && (
        <PrintSection id="print-waypoints" title={t("Waypoints")}>
          <WaypointTable waypoints={data.waypoints} />
        </PrintSection>
      )}

      {data.concerns && (
        <PrintSection id="print-concerns" title={t("Points of concern")}>
          {data.concerns.length === 0 ? (
            <p>{t("No points of concern are listed for this trail.")}</p>
          ) : (
            <dl className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
              {data.concerns.map((concern) => (
                <div key={concern.name} className="keeps-together border-l-4 border-black pl-3">
                  <dt className="font-bold">{t(concern.name)}</dt>
                  {concern.description && <dd className="text-sm">{t(concern.description)}</dd>}
                </div>
              ))}
            </dl>
          )}
        </PrintSection>
      )}

      <PrintSection id="print-directions" title={t("Directions")}>
        <Directions data={data} />
      </PrintSection>

      {data.descriptionHtml && (
        <PrintSection id="print-description" title={t("Description")}>
          <div
            className="prints-href max-w-prose space-y-3 leading-relaxed [&_a]:underline [&_h2]:pt-1 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_h4]:font-semibold [&_img]:max-h-64 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
            dangerouslySetInnerHTML={{ __html: data.descriptionHtml }}
          />
        </PrintSection>
      )}

      <PrintSection id="print-online" title={t("This guide online")}>
        <figure className="keeps-together flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
          <svg
            viewBox={`0 0 ${data.qrCode.size} ${data.qrCode.size}`}
            className="size-36 shrink-0 print:size-[1.4in]"
            role="img"
            aria-label={t("QR code of the guide's address, {url}", { url: data.canonicalUrl })}
            shapeRendering="crispEdges"
          >
            <rect width={data.qrCode.size} height={data.qrCode.size} fill="#fff" />
            <path d={data.qrCode.path} fill="#000" />
          </svg>
          <figcaption className="min-w-0 text-sm">
            <span className="block">{t("Scan for the latest conditions, photos and reviews:")}</span>
            <a href={data.canonicalUrl} className="font-mono text-sm break-all underline">
              {data.canonicalUrl}
            </a>
          </figcaption>
        </figure>
      </PrintSection>
    </div>
  );
}

/** Drawings keep a readable size on a phone, where they scroll sideways; from 640px and on paper they fit the width. */
/** Drawings scale to the width they are given: the whole route and profile fit a phone, as they fit paper. */
const DRAWING_CLASSES = "block h-auto w-full";

/** A phone scrolls the waypoint table sideways (keyboard too: it takes focus); paper has the width. */
function ScrollsSideways({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto print:overflow-visible">
      {children}
    </div>
  );
}

function PrintButton() {
  const { t } = useT();
  return (
    <button type="button" className={buttonClassName({ size: "sm" })} onClick={() => window.print()}>
      {t("Print")}
    </button>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide uppercase">{term}</dt>
      <dd className="break-words tabular-nums">{value}</dd>
    </div>
  );
}

function PrintSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 print:mt-6">
      <h2 id={id} className="mb-3 border-b border-black pb-1 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The route, its ends, numbered waypoints and the public lands crossed; a scale bar and north arrow. */
function OverviewMap({ data }: { data: GuidePrintData }) {
  const { t, plural } = useT();
  const { map } = data;
  const waypointCount = data.waypoints.length;
  return (
    <figure className="keeps-together">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        className={`${DRAWING_CLASSES} border border-black`}
        role="img"
        aria-label={
          waypointCount
            ? plural(
                waypointCount,
                "Overview map of {title}: the route from start to end with {count} numbered waypoint",
                "Overview map of {title}: the route from start to end with {count} numbered waypoints",
                { title: data.title },
              )
            : t("Overview map of {title}: the route from start to end", { title: data.title })
        }
        fontFamily="system-ui, sans-serif"
      >
        <defs>
          <clipPath id="print-map-frame">
            <rect width={map.width} height={map.height} />
          </clipPath>
        </defs>
        <rect width={map.width} height={map.height} fill="#fff" />
        <g clipPath="url(#print-map-frame)">
          {map.areas.map((path, index) => (
            <path key={index} d={path} fill="#d4e6c8" fillRule="evenodd" stroke="#5d8a47" strokeWidth={1.5} />
          ))}
          <path d={map.path} fill="none" stroke="#fff" strokeWidth={9} strokeLinecap="round" strokeLinejoin="round" />
          <path d={map.path} fill="none" stroke="#000" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
          {/* Wide enough to show around a waypoint that marks the same place (a trailhead, a trail end). */}
          <rect x={map.end.x - 17} y={map.end.y - 17} width={34} height={34} fill="#fff" stroke="#000" strokeWidth={4} />
          <circle cx={map.start.x} cy={map.start.y} r={17} fill="#fff" stroke="#000" strokeWidth={4} />
          {map.markers.map((marker, index) => (
            <g key={index} data-testid="print-map-waypoint">
              <circle cx={marker.x} cy={marker.y} r={12} fill="#000" stroke="#fff" strokeWidth={2} />
              <text x={marker.x} y={marker.y + 4.5} textAnchor="middle" fontSize={13} fontWeight={700} fill="#fff">
                {index + 1}
              </text>
            </g>
          ))}
        </g>
        <NorthArrow x={map.width - 40} y={24} />
        <ScaleBar x={24} y={map.height - 26} length={map.scaleBar.length} label={map.scaleBar.label} />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
            <circle cx={10} cy={10} r={6} fill="#fff" stroke="#000" strokeWidth={3} />
          </svg>
          {t("Start (trailhead)")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
            <rect x={4} y={4} width={12} height={12} fill="#fff" stroke="#000" strokeWidth={3} />
          </svg>
          {t("End")}
        </span>
        {waypointCount > 0 && (
          <span className="inline-flex items-center gap-1.5">
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
              <circle cx={10} cy={10} r={8} fill="#000" />
            </svg>
            {t("Waypoint (numbered as in the table)")}
          </span>
        )}
        {data.publicLands.length > 0 && (
          <span className="inline-flex items-center gap-1.5">
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
              <rect x={2} y={2} width={16} height={16} fill="#d4e6c8" stroke="#5d8a47" strokeWidth={2} />
            </svg>
            {t("Public land crossed: {lands}", { lands: data.publicLands.join("; ") })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

function NorthArrow({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={-20} y={-14} width={40} height={64} rx={4} fill="#fff" fillOpacity={0.85} />
      <path d="M0 0 L12 32 L0 25 L-12 32 Z" fill="#000" />
      <text x={0} y={46} textAnchor="middle" fontSize={16} fontWeight={700} fill="#000">
        N
      </text>
    </g>
  );
}

function ScaleBar({ x, y, length, label }: { x: number; y: number; length: number; label: string }) {
  const half = length / 2;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x={-8} y={-26} width={length + 16 + 8 * label.length} height={38} rx={4} fill="#fff" fillOpacity={0.85} />
      <rect x={0} y={0} width={half} height={7} fill="#000" />
      <rect x={half} y={0} width={half} height={7} fill="#fff" stroke="#000" strokeWidth={1.5} />
      <rect x={0} y={0} width={length} height={7} fill="none" stroke="#000" strokeWidth={1.5} />
      <text x={0} y={-8} fontSize={14} fill="#000">
        0
      </text>
      <text x={length} y={-8} textAnchor="middle" fontSize={14} fill="#000">
        {label}
      </text>
    </g>
  );
}

function ElevationProfile({ title, profile }: { title: string; profile: NonNullable<GuidePrintData["elevation"]>["profile"] }) {
  const { t } = useT();
  const plotBottom = PROFILE_PLOT.top + PROFILE_PLOT.height;
  const plotRight = PROFILE_PLOT.left + PROFILE_PLOT.width;
  return (
    <figure className="keeps-together">
      <svg
        viewBox={`0 0 ${PROFILE_VIEW.width} ${PROFILE_VIEW.height}`}
        className={DRAWING_CLASSES}
        role="img"
        aria-label={t("Elevation profile of {title}, elevation in {elevationUnit} against distance in {distanceUnit}", {
          title,
          elevationUnit: profile.yUnit,
          distanceUnit: profile.xUnit,
        })}
        fontFamily="system-ui, sans-serif"
      >
        {profile.yTicks.map((tick) => (
          <g key={tick.at}>
            <line x1={PROFILE_PLOT.left} x2={plotRight} y1={tick.at} y2={tick.at} stroke="#bbb" strokeWidth={1} />
            <text x={PROFILE_PLOT.left - 8} y={tick.at + 5} textAnchor="end" fontSize={14} fill="#000">
              {tick.label}
            </text>
          </g>
        ))}
        {profile.xTicks.map((tick) => (
          <g key={tick.at}>
            <line x1={tick.at} x2={tick.at} y1={plotBottom} y2={plotBottom + 6} stroke="#000" strokeWidth={1.5} />
            <text x={tick.at} y={plotBottom + 24} textAnchor="middle" fontSize={14} fill="#000">
              {tick.label}
            </text>
          </g>
        ))}
        <path d={profile.area} fill="#ddd" />
        <path d={profile.line} fill="none" stroke="#000" strokeWidth={2.5} strokeLinejoin="round" />
        <line
          x1={PROFILE_PLOT.left}
          x2={PROFILE_PLOT.left}
          y1={PROFILE_PLOT.top}
          y2={plotBottom}
          stroke="#000"
          strokeWidth={1.5}
        />
        <line x1={PROFILE_PLOT.left} x2={plotRight} y1={plotBottom} y2={plotBottom} stroke="#000" strokeWidth={1.5} />
      </svg>
    </figure>
  );
}

function WaypointTable({ waypoints }: { waypoints: GuidePrintData["waypoints"] }) {
  const { t } = useT();
  if (waypoints.length === 0) return <p>{t("No waypoints are listed for this trail.")}</p>;
  return (
    <ScrollsSideways label={t("Waypoint table")}>
      <table className="w-full min-w-[720px] border-collapse text-left text-sm print:min-w-0 print:text-[9pt]">
        <thead>
          <tr className="border-b-2 border-black">
            <th scope="col" className="py-1 pr-2">
              {t("No.")}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t("Name")}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t("Type")}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t("Coordinates")}
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              {t("From start")}
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              {t("From previous")}
            </th>
            <th scope="col" className="py-1">
              {t("Notes")}
            </th>
          </tr>
        </thead>
        <tbody>
          {waypoints.map((waypoint) => (
            <tr key={waypoint.number} className="border-b border-neutral-400 align-top" data-testid="print-waypoint">
              <td className="py-1.5 pr-2 font-bold tabular-nums">{waypoint.number}</td>
              <th scope="row" className="py-1.5 pr-2 font-semibold">
                {waypoint.name}
              </th>
              {/* The type's label ("Obstacle"), in the page's language where the catalog has it. */}
              <td className="py-1.5 pr-2">{t(waypoint.type.charAt(0).toUpperCase() + waypoint.type.slice(1))}</td>
              <td className="py-1.5 pr-2 font-mono text-xs whitespace-nowrap">
                {waypoint.coordinates}
                <span className="block">{waypoint.dms}</span>
              </td>
              <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">{waypoint.fromStart}</td>
              <td className="py-1.5 pr-2 text-right whitespace-nowrap tabular-nums">{waypoint.fromPrevious}</td>
              <td
                className="prints-href py-1.5 [&_a]:underline [&_p+p]:mt-1"
                dangerouslySetInnerHTML={{ __html: waypoint.notesHtml }}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollsSideways>
  );
}

function PlaceDirections({ label, place }: { label: string; place: PrintedPlace }) {
  const { t } = useT();
  return (
    <div className="keeps-together min-w-0">
      <h3 className="font-bold">{label}</h3>
      <p className="font-mono text-sm">{place.coordinates}</p>
      <p className="font-mono text-sm">{place.dms}</p>
      <p className="mt-1 text-sm">
        {t("Driving directions:")}{" "}
        <a href={place.directionsUrl} className="break-all underline">
          {place.directionsUrl}
        </a>
      </p>
    </div>
  );
}

function Directions({ data }: { data: GuidePrintData }) {
  const { t } = useT();
  const { nearestTown, county, state } = data.place;
  const place = [nearestTown, county && t("{county} County", { county }), state].filter(Boolean).join(", ");
  return (
    <div className="space-y-4">
      <p>
        {t("The trailhead is near {place}.", { place })}{" "}
        {t("Check road and trail conditions before you leave: the status above was current when this guide was printed.")}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <PlaceDirections label={t("Trailhead")} place={data.trailhead} />
        <PlaceDirections label={t("Trail end")} place={data.trailEnd} />
      </div>
    </div>
  );
}

/** The facts in the page's language: the difficulty's label, the status and its date, the guide's own road and season. */
function printedFacts(facts: PrintedFacts, t: Translator["t"], locale: Locale): { term: string; value: string }[] {
  const difficulty = t(facts.difficulty);
  const status = statusLabel(t, facts.status);
  // A status is dated by its day (ADR 0069).
  const reportedOn = facts.statusReportedAt && formatDay(facts.statusReportedAt, locale);
  return [
    {
      term: t("Difficulty"),
      value: facts.technicalRating
        ? t("{difficulty} (technical rating {rating})", { difficulty, rating: facts.technicalRating })
        : difficulty,
    },
    { term: t("Length"), value: facts.length },
    { term: t("Status"), value: reportedOn ? t("{status}, reported {day}", { status, day: reportedOn }) : status },
    { term: t("Road condition"), value: facts.roadCondition ?? t("Not reported") },
    ...(facts.season !== undefined ? [{ term: t("Season"), value: facts.season ?? t("Not listed") }] : []),
    {
      term: t("Permit"),
      value: facts.permitLink ? t("Required: {link}", { link: facts.permitLink }) : t("Not required"),
    },
  ];
}
