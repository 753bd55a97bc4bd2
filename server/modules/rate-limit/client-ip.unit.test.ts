import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const appTrusting = (trustProxy: boolean) => new Hono().get("/", (c) => c.text(clientIp(c, { trustProxy })));
const ipOf = async (headers: Record<string, string> = {}, trustProxy = true) =>
  (await appTrusting(trustProxy).request("/", { headers })).text();

describe(clientIp.name, () => {
  it("takes the first X-Forwarded-For entry", async () => {
    expect(await ipOf({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1" })).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For unless a proxy is trusted, so a client cannot pick its own address", async () => {
    expect(await ipOf({ "x-forwarded-for": "203.0.113.7" }, false)).toBe("unknown");
  });

  it('is "unknown" when there is neither a forwarded address nor a socket', async () => {
    expect(await ipOf()).toBe("unknown");
    expect(await ipOf({ "x-forwarded-for": "" })).toBe("unknown");
  });
});
