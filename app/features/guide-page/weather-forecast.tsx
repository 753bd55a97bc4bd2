// The Weather Forecast tab (spec §2.11): the forecast at the trailhead, streamed by the loader. Its
// code loads when the tab is opened (trail-information.tsx).
import { Suspense } from "react";
import { Await } from "react-router";
import type { Forecast, ForecastPeriod } from "../../../shared/contracts/weather.contract";
import { INTL_LOCALES } from "../../../shared/domain/locales";
import type { Translator } from "../../../shared/i18n/translator";
import { useT } from "../../lib/i18n";
import { formatTemperature, formatWindSpeed } from "../../../shared/domain/reader-measures";
import { useUnits } from "../../lib/session";

/**
 * The period's name: the service's own ("Tonight", "Saturday Night") in English; in French and Spanish
 * the day and date of the period's start, at the trailhead's own date, and whether it is the night.
 */
export function periodName(period: ForecastPeriod, { t, locale }: Translator): string {
  if (locale === "en") return period.name;
  const day = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(period.start_time.slice(0, 10)));
  const name = day.charAt(0).toUpperCase() + day.slice(1);
  return period.is_daytime ? name : t("{day}, night", { day: name });
}

function Unavailable() {
  const { t } = useT();
  return <p className="text-grey">{t("Forecast unavailable")}</p>;
}

export function WeatherForecast({ forecast }: { forecast: Promise<Forecast> | null }) {
  const { t } = useT();
  if (!forecast) return <Unavailable />;
  return (
    <Suspense fallback={<p className="text-grey">{t("Loading the forecast at the trailhead…")}</p>}>
      <Await resolve={forecast} errorElement={<Unavailable />}>
        {(resolved) => <ForecastPeriods forecast={resolved} />}
      </Await>
    </Suspense>
  );
}

function ForecastPeriods({ forecast }: { forecast: Forecast }) {
  // The service writes Fahrenheit and mph; a metric reader reads Celsius and km/h (ADR 0064).
  const units = useUnits();
  const translator = useT();
  const { t } = translator;
  if (forecast.status === "unavailable") return <Unavailable />;
  return (
    <div>
      <p className="text-sm text-grey">{t("At the trailhead, from the National Weather Service.")}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {forecast.periods.slice(0, 6).map((period) => (
          <li key={period.start_time} className="flex gap-3 rounded-lg border border-grey/15 p-3">
            <img src={period.icon_url} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-md" />
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-dark-grey">
                <time dateTime={period.start_time}>{periodName(period, translator)}</time>
              </p>
              <p className="tabular-nums">
                {formatTemperature(period.temperature, period.temperature_unit, units)} · {period.short_forecast}
              </p>
              <p className="text-grey">
                {t("Wind {speed} {direction}", {
                  speed: formatWindSpeed(period.wind_speed, units),
                  direction: period.wind_direction,
                })}
                {period.precipitation_chance != null &&
                  ` · ${t("{chance}% precipitation", { chance: period.precipitation_chance })}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
