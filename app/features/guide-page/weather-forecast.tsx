// The Weather Forecast tab (spec §2.11): the forecast at the trailhead, streamed by the loader. Its
// code loads when the tab is opened (trail-information.tsx).
import { Suspense } from "react";
import { Await } from "react-router";
import type { Forecast } from "../../../shared/contracts/weather.contract";
import { formatTemperature, formatWindSpeed } from "../../../shared/domain/reader-measures";
import { useUnits } from "../../lib/session";

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
  // The service writes Fahrenheit and mph; a metric reader reads Celsius and km/h (ADR 0064).
  const units = useUnits();
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
                {formatTemperature(period.temperature, period.temperature_unit, units)} · {period.short_forecast}
              </p>
              <p className="text-grey">
                Wind {formatWindSpeed(period.wind_speed, units)} {period.wind_direction}
                {period.precipitation_chance != null && ` · ${period.precipitation_chance}% precipitation`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
