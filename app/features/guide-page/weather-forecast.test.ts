// The forecast's periods are named in the page's language: the service's own names in English, the
// day and date at the trailhead in French and Spanish.
import { describe, expect, it } from "vitest";
import type { ForecastPeriod } from "../../../shared/contracts/weather.contract";
import { es } from "../../i18n/es";
import { fr } from "../../i18n/fr";
import { translator } from "../../../shared/i18n/translator";
import { periodName } from "./weather-forecast";

const period = (name: string, startTime: string, isDaytime: boolean) =>
  ({ name, start_time: startTime, is_daytime: isDaytime }) as ForecastPeriod;

describe(periodName.name, () => {
  it("keeps the service's name in English", () => {
    expect(periodName(period("Tonight", "2026-11-26T18:00:00-07:00", false), translator("en", null))).toBe("Tonight");
  });

  it("names the trailhead's day and date in French and Spanish, and the night", () => {
    // 18:00 in Utah is already the next day in UTC: the day is the trailhead's.
    const thursdayNight = period("Tonight", "2026-11-26T18:00:00-07:00", false);
    const friday = period("Friday", "2026-11-27T06:00:00-07:00", true);
    expect(periodName(thursdayNight, translator("fr", fr))).toBe("Jeudi 26 novembre, nuit");
    expect(periodName(friday, translator("fr", fr))).toBe("Vendredi 27 novembre");
    expect(periodName(friday, translator("es", es))).toBe("Viernes, 27 de noviembre");
  });
});
