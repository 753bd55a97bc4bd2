// Trailhead forecasts from the National Weather Service (api.weather.gov). A point resolves to its
// forecast office grid once a day; forecasts are kept for half an hour. Every failure becomes an
// "unavailable" answer, so a slow or missing forecast never breaks the page that shows it.
import { z } from "zod";
import {
  FORECAST_PERIOD_COUNT,
  type Forecast,
  type ForecastPeriod,
  type ForecastUnavailableReason,
} from "../../../shared/contracts/weather.contract";
import type { ServiceDeps } from "../../services";
import { ExpiringLruCache } from "./expiring-lru-cache";

export interface WeatherAdapter {
  /** The forecast at a point; never throws. */
  forecastFor(latitude: number, longitude: number): Promise<Forecast>;
}

export interface WeatherAdapterOptions {
  /** Each request to the service is aborted after this long. */
  timeoutMs?: number;
  /** Points kept in each cache (each also bounded by bytes); the least recently used go first. */
  maxCachedPoints?: number;
}

const MINUTE_MS = 60_000;
const FORECAST_TTL_MS = 30 * MINUTE_MS;
const FORECAST_URL_TTL_MS = 24 * 60 * MINUTE_MS;
/**
 * A point whose forecast just failed is not asked again for a minute: a page streams its forecast,
 * so while the service is down each render would otherwise hold its response open until the timeout.
 */
const FAILED_FORECAST_RETRY_MS = MINUTE_MS;
/** A forecast is a few kilobytes of text; a grid URL, a hundred bytes. */
const FORECASTS_MAX_BYTES = 16 * 1024 * 1024;
const FORECAST_URLS_MAX_BYTES = 1024 * 1024;

const pointSchema = z.object({
  // Null for points inside coverage that have no forecast grid, such as open water.
  properties: z.object({ forecast: z.url().nullable() }),
});

const nwsPeriodSchema = z.object({
  name: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  isDaytime: z.boolean(),
  temperature: z.number(),
  temperatureUnit: z.enum(["F", "C"]),
  windSpeed: z.string(),
  windDirection: z.string(),
  shortForecast: z.string(),
  detailedForecast: z.string(),
  icon: z.url(),
  probabilityOfPrecipitation: z.object({ value: z.number().min(0).max(100).nullable() }).optional(),
});

const nwsForecastSchema = z.object({
  properties: z.object({
    updateTime: z.iso.datetime({ offset: true }).optional(),
    periods: z.array(nwsPeriodSchema),
  }),
});

function toForecastPeriod(period: z.infer<typeof nwsPeriodSchema>): ForecastPeriod {
  return {
    name: period.name,
    start_time: period.startTime,
    is_daytime: period.isDaytime,
    temperature: period.temperature,
    temperature_unit: period.temperatureUnit,
    wind_speed: period.windSpeed,
    wind_direction: period.windDirection,
    short_forecast: period.shortForecast,
    detailed_forecast: period.detailedForecast,
    icon_url: period.icon,
    precipitation_chance: period.probabilityOfPrecipitation?.value ?? null,
  };
}

class ForecastUnavailable extends Error {
  constructor(
    readonly reason: ForecastUnavailableReason,
    detail: string,
  ) {
    super(detail);
    this.name = "ForecastUnavailable";
  }
}

/**
 * The service answers points with more than four decimals by redirect; four (about 11 m) is finer than
 * its 2.5 km grid, so rounding also lets nearby trailheads share cache entries. Null when not a coordinate.
 */
function pointKey(latitude: number, longitude: number): string | null {
  const isCoordinate =
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  if (!isCoordinate) return null;
  const round = (degrees: number) => String(Number(degrees.toFixed(4)));
  return `${round(latitude)},${round(longitude)}`;
}

export function createWeatherAdapter(
  { config, logger, clock }: Pick<ServiceDeps, "config" | "logger" | "clock">,
  { timeoutMs = 4000, maxCachedPoints = 2000 }: WeatherAdapterOptions = {},
): WeatherAdapter {
  const { apiUrl, userAgent } = config.weather;
  const forecasts = new ExpiringLruCache<Forecast>({
    maxEntries: maxCachedPoints,
    maxBytes: FORECASTS_MAX_BYTES,
    ttlMs: FORECAST_TTL_MS,
    clock,
  });
  // Null records a point outside coverage, which stays outside for as long as a grid lasts.
  const forecastUrls = new ExpiringLruCache<string | null>({
    maxEntries: maxCachedPoints,
    maxBytes: FORECAST_URLS_MAX_BYTES,
    ttlMs: FORECAST_URL_TTL_MS,
    clock,
  });
  const recentFailures = new ExpiringLruCache<Forecast>({
    maxEntries: maxCachedPoints,
    maxBytes: FORECASTS_MAX_BYTES,
    ttlMs: FAILED_FORECAST_RETRY_MS,
    clock,
  });
  // Readers opening the same trail at once share one request instead of each starting their own.
  const pending = new Map<string, Promise<Forecast>>();

  /** Fetches and validates one document of the service; null when it answers 404. */
  async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T | null> {
    const signal = AbortSignal.timeout(timeoutMs);
    const failureOf = (error: unknown, otherwise: ForecastUnavailableReason) => {
      const reason = signal.aborted ? "timeout" : otherwise;
      return new ForecastUnavailable(reason, `${url}: ${error instanceof Error ? error.message : String(error)}`);
    };

    let response: Response;
    try {
      response = await fetch(url, { headers: { "User-Agent": userAgent, Accept: "application/geo+json" }, signal });
    } catch (error) {
      throw failureOf(error, "network_error");
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ForecastUnavailable("upstream_error", `${url}: HTTP ${response.status}`);
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw failureOf(error, "malformed_response");
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ForecastUnavailable("malformed_response", `${url}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  async function forecastUrlFor(point: string): Promise<string | null> {
    const cached = forecastUrls.get(point);
    if (cached !== undefined) return cached;
    const found = await getJson(`${apiUrl}/points/${point}`, pointSchema);
    const forecastUrl = found?.properties.forecast ?? null;
    forecastUrls.set(point, forecastUrl);
    return forecastUrl;
  }

  async function fetchForecast(point: string): Promise<Forecast> {
    try {
      const forecastUrl = await forecastUrlFor(point);
      if (forecastUrl === null) {
        // Expected for trails in Canada and Mexico, so not worth a warning.
        logger.debug({ point }, "weather forecast unavailable: outside National Weather Service coverage");
        return { status: "unavailable", reason: "outside_coverage" };
      }
      const found = await getJson(forecastUrl, nwsForecastSchema);
      if (!found) throw new ForecastUnavailable("upstream_error", `${forecastUrl}: HTTP 404`);
      const { updateTime, periods } = found.properties;
      const forecast: Forecast = {
        status: "available",
        periods: periods.slice(0, FORECAST_PERIOD_COUNT).map(toForecastPeriod),
        updated_at: updateTime ?? clock.now().toISOString(),
      };
      forecasts.set(point, forecast);
      return forecast;
    } catch (error) {
      const reason = error instanceof ForecastUnavailable ? error.reason : "upstream_error";
      const detail = error instanceof Error ? error.message : String(error);
      logger.warn({ point, reason, detail }, "weather forecast unavailable");
      const unavailable: Forecast = { status: "unavailable", reason };
      recentFailures.set(point, unavailable);
      return unavailable;
    }
  }

  return {
    async forecastFor(latitude, longitude) {
      const point = pointKey(latitude, longitude);
      if (point === null) return { status: "unavailable", reason: "outside_coverage" };
      const cached = forecasts.get(point) ?? recentFailures.get(point);
      if (cached) return cached;
      const inFlight = pending.get(point);
      if (inFlight) return inFlight;
      const request = fetchForecast(point).finally(() => pending.delete(point));
      pending.set(point, request);
      return request;
    },
  };
}
