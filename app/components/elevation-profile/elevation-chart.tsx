// A line's elevation profile as a chart: elevation against distance travelled, in the reader's units
// (feet and miles, or metres and kilometres), drawn as plain
// SVG (no chart library, so it costs a guide page almost nothing), with the elevation under the
// pointer read out. The samples come ready from shared/geo/elevation-profile.ts.
import { useState, type PointerEvent } from "react";
import { elevationRange, type ProfileSample } from "../../../shared/geo/elevation-profile";
import { FEET_PER_METRE, METRES_PER_MILE } from "../../../shared/domain/formatters";
import type { Measures } from "../../../shared/domain/units";
import { useT } from "../../lib/i18n";
import { useMeasures } from "../../lib/session";

const WIDTH = 1000;
const HEIGHT = 200;
/** The vertical axis: its unit per metre and the whole steps it runs between (100 ft, 50 m). */
const AXIS = { imperial: [FEET_PER_METRE, 100, "ft"], metric: [1, 50, "m"] } as const;

/** Tenths, hundredths under one (a short track's end is not "0.1 mi" when it is 0.08). */
const distance = (metres: number, measure: Measures) =>
  measure.distance(metres / METRES_PER_MILE, (shown) => (shown < 1 ? 2 : 1));

/** The chart's frame: the axis' bottom and top in its unit, the distance it spans. */
function frameOf(profile: readonly ProfileSample[], measure: Measures) {
  const { lowest, highest } = elevationRange(profile);
  const [perMetre, step] = AXIS[measure.units];
  const bottom = Math.floor((lowest * perMetre) / step) * step;
  const top = Math.max(bottom + step, Math.ceil((highest * perMetre) / step) * step);
  const length = profile.at(-1)![0] || 1;
  return { bottom, top, length, lowest, highest };
}

/** The samples of a line with at least one elevation (elevationProfile() is null otherwise). */
export function ElevationChart({ profile }: { profile: readonly ProfileSample[] }) {
  const [pointed, setPointed] = useState<ProfileSample | null>(null);
  const measure = useMeasures();
  const { t } = useT();
  const [perMetre, , axisUnit] = AXIS[measure.units];
  const { bottom, top, length, lowest, highest } = frameOf(profile, measure);
  const label = t("Elevation profile: from {lowest} to {highest} over {distance}", {
    lowest: measure.elevation(lowest),
    highest: measure.elevation(highest),
    distance: distance(length, measure),
  });
  const x = (distance: number) => (distance / length) * WIDTH;
  const y = (elevation: number) => HEIGHT - ((elevation * perMetre - bottom) / (top - bottom)) * HEIGHT;
  const line = profile
    .map(([distance, elevation], index) => `${index ? "L" : "M"}${x(distance).toFixed(1)} ${y(elevation).toFixed(1)}`)
    .join("");
  const area = `${line}L${x(profile.at(-1)![0]).toFixed(1)} ${HEIGHT}L${x(profile[0]![0]).toFixed(1)} ${HEIGHT}Z`;

  function pointAt(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const distance = ((event.clientX - box.left) / box.width) * length;
    setPointed(profile.reduce((near, sample) => (Math.abs(sample[0] - distance) < Math.abs(near[0] - distance) ? sample : near)));
  }

  return (
    <figure className="flex h-44 flex-col justify-between">
      <div className="flex gap-2 text-xs text-grey tabular-nums">
        <div aria-hidden="true" className="flex h-36 w-14 shrink-0 flex-col justify-between text-right">
          <span>{`${measure.number(top)} ${axisUnit}`}</span>
          <span>{`${measure.number(bottom)} ${axisUnit}`}</span>
        </div>
        <div
          className="relative h-36 grow touch-pan-y"
          onPointerMove={pointAt}
          onPointerDown={pointAt}
          onPointerLeave={() => setPointed(null)}
        >
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full"
            role="img"
            aria-label={label}
          >
            <path d={area} className="fill-brand-green/20" />
            <path d={line} className="fill-none stroke-brand-green-dark" strokeWidth={2} vectorEffect="non-scaling-stroke" />
          </svg>
          {pointed && (
            <div
              className="pointer-events-none absolute inset-y-0 border-l border-dark-grey"
              style={{ left: `${(x(pointed[0]) / WIDTH) * 100}%` }}
            >
              {/* Beside the line, on the side with room. */}
              <output
                className={`absolute top-0 rounded bg-white/90 px-1 whitespace-nowrap text-dark-grey shadow ${pointed[0] > length / 2 ? "right-1" : "left-1"}`}
              >
                {`${distance(pointed[0], measure)} · ${measure.elevation(pointed[1])}`}
              </output>
            </div>
          )}
        </div>
      </div>
      <figcaption aria-hidden="true" className="ml-16 flex justify-between text-xs text-grey tabular-nums">
        <span>{measure.distance(0)}</span>
        <span>{distance(length, measure)}</span>
      </figcaption>
    </figure>
  );
}
