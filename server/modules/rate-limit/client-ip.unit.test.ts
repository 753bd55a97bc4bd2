import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const ipOf = async (headers: Record<string, string> = {}, { trustProxy = true, trustedProxyHops = 1 } = {}) =>
  (await new Hono().get("/", (c) => c.text(clientIp(c, { trustProxy, trustedProxyHops }))).request("/", { headers })).text();

describe(clientIp.name, () => {
  it("takes the address the trusted proxy appended, not one the client wrote in front of it", async () => {
    expect(await ipOf({ "x-forwarded-for": "1.2.3.4, 203.0.113.7" })).toBe("203.0.113.7");
    expect(await ipOf({ "x-forwarded-for": " 203.0.113.7 " })).toBe("203.0.113.7");
  });

  it("counts the configured number of proxies from the right", async () => {
    const chain = { "x-forwarded-for": "1.2.3.4, 203.0.113.7, 10.0.0.2" };
    expect(await ipOf(chain, { trustedProxyHops: 2 })).toBe("203.0.113.7");
    expect(await ipOf({ "x-forwarded-for": "203.0.113.7" }, { trustedProxyHops: 2 })).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For unless a proxy is trusted, so a client cannot pick its own address", async () => {
    expect(await ipOf({ "x-forwarded-for": "203.0.113.7" }, { trustProxy: false })).toBe("unknown");
  });

  it('is "unknown" when there is neither a forwarded address nor a socket', async () => {
    expect(await ipOf()).toBe("unknown");
    expect(await ipOf({ "x-forwarded-for": "" })).toBe("unknown");
  });
});
