// The trailhead forecast shown beside a trail: National Weather Service periods, or why there are none.
import { z } from "zod";

/** How many periods a forecast keeps: seven days, each with a day and a night. */
export const FORECAST_PERIOD_COUNT = 14;

export const forecastPeriodSchema = z.object({
  /** "Tonight", "Saturday", "Saturday Night", ... */
  name: z.string(),
  start_time: z.iso.datetime({ offset: true }),
  is_daytime: z.boolean(),
  temperature: z.number(),
  temperature_unit: z.enum(["F", "C"]),
  /** As the forecaster wrote it: "5 to 10 mph". */
  wind_speed: z.string(),
  wind_direction: z.string(),
  short_forecast: z.string(),
  detailed_forecast: z.string(),
  icon_url: z.url(),
  /** Chance of precipitation in percent; null when the forecast gives none. */
  precipitation_chance: z.number().min(0).max(100).nullable(),
});
export type ForecastPeriod = z.infer<typeof forecastPeriodSchema>;

export const FORECAST_UNAVAILABLE_REASONS = [
  /** The point is outside National Weather Service coverage (Canada, Mexico, offshore). */
  "outside_coverage",
  "timeout",
  "network_error",
  /** The service answered with an error status. */
  "upstream_error",
  /** The service answered with something that is not a forecast. */
  "malformed_response",
] as const;
export type ForecastUnavailableReason = (typeof FORECAST_UNAVAILABLE_REASONS)[number];

export const forecastSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("available"),
    periods: z.array(forecastPeriodSchema).max(FORECAST_PERIOD_COUNT),
    /** When the National Weather Service last updated this forecast. */
    updated_at: z.iso.datetime({ offset: true }),
  }),
  z.object({ status: z.literal("unavailable"), reason: z.enum(FORECAST_UNAVAILABLE_REASONS) }),
]);
export type Forecast = z.infer<typeof forecastSchema>;
