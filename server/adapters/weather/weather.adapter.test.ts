import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TestClock } from "../../../tests/setup/test-clock";
import { loadConfig } from "../../config";
import { createWeatherAdapter, type WeatherAdapterOptions } from "./weather.adapter";

const USER_AGENT = "Trailguide tests (tests@trailguide.example)";
const MINUTE_MS = 60_000;
const SLOW_RESPONSE_MS = 1500;

const TOPEKA = { latitude: 39.745612, longitude: -97.089187, path: "/points/39.7456,-97.0892" };
const VANCOUVER = { latitude: 49.2827, longitude: -123.1207, path: "/points/49.2827,-123.1207" };
const MOAB = { latitude: 38.5733, longitude: -109.5498, path: "/points/38.5733,-109.5498" };
const FLAGSTAFF = { latitude: 35.1983, longitude: -111.6513, path: "/points/35.1983,-111.6513" };
const OURAY = { latitude: 38.0228, longitude: -107.6714, path: "/points/38.0228,-107.6714" };
const BISHOP = { latitude: 37.3636, longitude: -118.3951, path: "/points/37.3636,-118.3951" };
const OFFSHORE = { latitude: 40, longitude: -70, path: "/points/40,-70" };

function nwsPeriod(index: number) {
  const start = new Date(Date.UTC(2026, 10, 20, 18) + index * 12 * 60 * MINUTE_MS);
  return {
    number: index + 1,
    name: index === 0 ? "This Afternoon" : `Period ${index + 1}`,
    startTime: start.toISOString().replace(".000Z", "-06:00"),
    endTime: new Date(start.getTime() + 12 * 60 * MINUTE_MS).toISOString().replace(".000Z", "-06:00"),
    isDaytime: index % 2 === 0,
    temperature: 60 - index,
    temperatureUnit: "F",
    temperatureTrend: "",
    probabilityOfPrecipitation: { unitCode: "wmoUnit:percent", value: index === 0 ? 20 : null },
    windSpeed: "5 to 10 mph",
    windDirection: "SW",
    icon: "https://api.weather.gov/icons/land/day/few?size=medium",
    shortForecast: "Sunny",
    detailedForecast: "Sunny, with a high near 60. Southwest wind 5 to 10 mph.",
  };
}

const nwsForecast = {
  type: "Feature",
  properties: {
    units: "us",
    generatedAt: "2026-11-20T18:52:10+00:00",
    updateTime: "2026-11-20T18:04:31+00:00",
    periods: Array.from({ length: 16 }, (_, index) => nwsPeriod(index)),
  },
};

interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
}

/** A local server speaking the api.weather.gov protocol: points lead to forecast URLs on the same server. */
async function startWeatherService() {
  const received: ReceivedRequest[] = [];
  const delayed = new Set<NodeJS.Timeout>();
  let baseUrl = "";

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/geo+json" });
    response.end(JSON.stringify(body));
  };
  const pointFor = (forecastPath: string | null) => ({
    type: "Feature",
    properties: { forecast: forecastPath === null ? null : `${baseUrl}${forecastPath}` },
  });

  const routes: Record<string, (response: ServerResponse) => void> = {
    [TOPEKA.path]: (response) => sendJson(response, 200, pointFor("/gridpoints/TOP/31,80/forecast")),
    "/gridpoints/TOP/31,80/forecast": (response) => sendJson(response, 200, nwsForecast),
    [VANCOUVER.path]: (response) =>
      sendJson(response, 404, {
        type: "https://api.weather.gov/problems/InvalidPoint",
        title: "Invalid Point",
        status: 404,
        detail: "Unable to provide data for requested point 49.2827,-123.1207",
      }),
    [OFFSHORE.path]: (response) => sendJson(response, 200, pointFor(null)),
    [MOAB.path]: (response) => {
      const timer = setTimeout(() => {
        delayed.delete(timer);
        if (!response.destroyed) sendJson(response, 200, pointFor("/gridpoints/GJT/1,1/forecast"));
      }, SLOW_RESPONSE_MS);
      delayed.add(timer);
    },
    [FLAGSTAFF.path]: (response) => sendJson(response, 200, pointFor("/gridpoints/FGZ/1,1/forecast")),
    "/gridpoints/FGZ/1,1/forecast": (response) => {
      response.writeHead(200, { "content-type": "application/geo+json" });
      response.end('{"properties": {"periods": [');
    },
    [BISHOP.path]: (response) => sendJson(response, 200, pointFor("/gridpoints/VEF/1,1/forecast")),
    "/gridpoints/VEF/1,1/forecast": (response) => sendJson(response, 200, { properties: { periods: [{ name: "Tonight" }] } }),
    [OURAY.path]: (response) => sendJson(response, 200, pointFor("/gridpoints/GJT/2,2/forecast")),
    "/gridpoints/GJT/2,2/forecast": (response) =>
      sendJson(response, 500, { title: "Unexpected Problem", status: 500, detail: "An unexpected problem has occurred." }),
  };

  const server = createServer((request, response) => {
    const path = request.url ?? "";
    received.push({ path, headers: request.headers });
    const route = routes[path];
    if (route) route(response);
    else sendJson(response, 404, { title: "Not Found", status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    received,
    requestsTo: (path: string) => received.filter((request) => request.path === path).length,
    close: () => {
      for (const timer of delayed) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: connecting to it is refused. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

interface LogLine {
  level: number;
  msg: string;
  reason?: string;
}

const WARN = 40;

function createAdapter(apiUrl: string, options?: WeatherAdapterOptions) {
  const logLines: LogLine[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => logLines.push(JSON.parse(line) as LogLine) });
  const clock = new TestClock(new Date("2026-11-20T19:00:00Z"));
  const config = loadConfig({ LOG_LEVEL: "silent", WEATHER_API_URL: apiUrl, WEATHER_USER_AGENT: USER_AGENT });
  const weather = createWeatherAdapter({ config, logger, clock }, options);
  return { weather, clock, warnings: () => logLines.filter((line) => line.level === WARN) };
}

describe("weather adapter", () => {
  let nws: Awaited<ReturnType<typeof startWeatherService>>;
  beforeAll(async () => {
    nws = await startWeatherService();
  });
  beforeEach(() => {
    nws.received.length = 0;
  });
  afterAll(async () => {
    await nws.close();
  });

  it("resolves the rounded point to its forecast and maps the first 14 periods", async () => {
    const { weather, warnings } = createAdapter(nws.url);

    const forecast = await weather.forecastFor(TOPEKA.latitude, TOPEKA.longitude);

    expect(nws.received.map((request) => request.path)).toEqual([TOPEKA.path, "/gridpoints/TOP/31,80/forecast"]);
    for (const { headers } of nws.received) {
      expect(headers["user-agent"]).toBe(USER_AGENT);
      expect(headers.accept).toBe("application/geo+json");
    }
    expect(forecast.status).toBe("available");
    if (forecast.status !== "available") return;
    expect(forecast.updated_at).toBe("2026-11-20T18:04:31+00:00");
    expect(forecast.periods).toHaveLength(14);
    expect(forecast.periods[0]).toEqual({
      name: "This Afternoon",
      start_time: "2026-11-20T18:00:00-06:00",
      is_daytime: true,
      temperature: 60,
      temperature_unit: "F",
      wind_speed: "5 to 10 mph",
      wind_direction: "SW",
      short_forecast: "Sunny",
      detailed_forecast: "Sunny, with a high near 60. Southwest wind 5 to 10 mph.",
      icon_url: "https://api.weather.gov/icons/land/day/few?size=medium",
      precipitation_chance: 20,
    });
    expect(forecast.periods[1]).toMatchObject({ name: "Period 2", is_daytime: false, precipitation_chance: null });
    expect(forecast.periods.at(-1)?.name).toBe("Period 14");
    expect(warnings()).toEqual([]);
  });

  it("answers unavailable outside coverage, and remembers the point", async () => {
    const { weather, warnings } = createAdapter(nws.url);

    expect(await weather.forecastFor(VANCOUVER.latitude, VANCOUVER.longitude)).toEqual({
      status: "unavailable",
      reason: "outside_coverage",
    });
    expect(await weather.forecastFor(VANCOUVER.latitude, VANCOUVER.longitude)).toMatchObject({ reason: "outside_coverage" });
    expect(nws.requestsTo(VANCOUVER.path)).toBe(1);
    expect(warnings()).toEqual([]);
  });

  it("answers unavailable for a point that has no forecast grid", async () => {
    const { weather } = createAdapter(nws.url);
    expect(await weather.forecastFor(OFFSHORE.latitude, OFFSHORE.longitude)).toEqual({
      status: "unavailable",
      reason: "outside_coverage",
    });
  });

  it("answers unavailable without asking when the point is not a coordinate", async () => {
    const { weather } = createAdapter(nws.url);
    expect(await weather.forecastFor(Number.NaN, -97)).toEqual({ status: "unavailable", reason: "outside_coverage" });
    expect(await weather.forecastFor(91, -97)).toEqual({ status: "unavailable", reason: "outside_coverage" });
    expect(nws.received).toEqual([]);
  });

  it("gives up on a slow service after the timeout and warns once", async () => {
    const { weather, warnings } = createAdapter(nws.url, { timeoutMs: 100 });
    const started = performance.now();

    const forecast = await weather.forecastFor(MOAB.latitude, MOAB.longitude);

    expect(forecast).toEqual({ status: "unavailable", reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(SLOW_RESPONSE_MS);
    expect(warnings()).toMatchObject([{ msg: "weather forecast unavailable", reason: "timeout" }]);
  });

  it("answers unavailable when the forecast is not valid JSON", async () => {
    const { weather, warnings } = createAdapter(nws.url);
    expect(await weather.forecastFor(FLAGSTAFF.latitude, FLAGSTAFF.longitude)).toEqual({
      status: "unavailable",
      reason: "malformed_response",
    });
    expect(warnings()).toMatchObject([{ reason: "malformed_response" }]);
  });

  it("answers unavailable when the forecast is JSON but not a forecast", async () => {
    const { weather, warnings } = createAdapter(nws.url);
    expect(await weather.forecastFor(BISHOP.latitude, BISHOP.longitude)).toEqual({
      status: "unavailable",
      reason: "malformed_response",
    });
    expect(warnings()).toMatchObject([{ reason: "malformed_response" }]);
  });

  it("answers unavailable when the service answers with an error status, and asks again after a minute", async () => {
    const { weather, warnings, clock } = createAdapter(nws.url);
    expect(await weather.forecastFor(OURAY.latitude, OURAY.longitude)).toEqual({
      status: "unavailable",
      reason: "upstream_error",
    });
    // Pages rendered meanwhile do not wait on a service that just failed.
    expect(await weather.forecastFor(OURAY.latitude, OURAY.longitude)).toMatchObject({ reason: "upstream_error" });
    expect(nws.requestsTo("/gridpoints/GJT/2,2/forecast")).toBe(1);
    clock.advance(MINUTE_MS + 1);
    expect(await weather.forecastFor(OURAY.latitude, OURAY.longitude)).toMatchObject({ reason: "upstream_error" });
    expect(nws.requestsTo("/gridpoints/GJT/2,2/forecast")).toBe(2);
    expect(warnings()).toHaveLength(2);
  });

  it("answers unavailable when the service cannot be reached", async () => {
    const { weather, warnings } = createAdapter(await closedPortUrl());
    expect(await weather.forecastFor(TOPEKA.latitude, TOPEKA.longitude)).toEqual({
      status: "unavailable",
      reason: "network_error",
    });
    expect(warnings()).toMatchObject([{ reason: "network_error" }]);
  });

  it("serves a repeated forecast from the cache", async () => {
    const { weather } = createAdapter(nws.url);
    const first = await weather.forecastFor(TOPEKA.latitude, TOPEKA.longitude);
    const second = await weather.forecastFor(39.74564, -97.08921);

    expect(second).toEqual(first);
    expect(nws.received).toHaveLength(2);
  });

  it("shares one request between readers asking for the same point at once", async () => {
    const { weather } = createAdapter(nws.url);
    const [first, second] = await Promise.all([
      weather.forecastFor(TOPEKA.latitude, TOPEKA.longitude),
      weather.forecastFor(TOPEKA.latitude, TOPEKA.longitude),
    ]);

    expect(first.status).toBe("available");
    expect(second).toEqual(first);
    expect(nws.received).toHaveLength(2);
  });

  it("fetches the forecast again after 30 minutes and resolves the point again after a day", async () => {
    const { weather, clock } = createAdapter(nws.url);
    const forecastPath = "/gridpoints/TOP/31,80/forecast";
    await weather.forecastFor(TOPEKA.latitude, TOPEKA.longitude);

    clock.advance(29 * MINUTE_MS);
    await weather.forecastFor(TOPEKA.latitude, TOPEKA.longitude);
    expect([nws.requestsTo(TOPEKA.path), nws.requestsTo(forecastPath)]).toEqual([1, 1]);

    clock.advance(2 * MINUTE_MS);
    await weather.forecastFor(TOPEKA.latitude, TOPEKA.longitude);
    expect([nws.requestsTo(TOPEKA.path), nws.requestsTo(forecastPath)]).toEqual([1, 2]);

    clock.advance(24 * 60 * MINUTE_MS);
    expect(await weather.forecastFor(TOPEKA.latitude, TOPEKA.longitude)).toMatchObject({ status: "available" });
    expect([nws.requestsTo(TOPEKA.path), nws.requestsTo(forecastPath)]).toEqual([2, 3]);
  });
});
