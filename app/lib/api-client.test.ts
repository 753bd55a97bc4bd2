import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFetch, ApiRequestError } from "./api-client";

type Reply = { status: number; body?: unknown };

/** Answers each fetch with the next reply in turn and records what was asked. */
function stubFetch(replies: Reply[]) {
  const calls: {
    url: string;
    method: string;
    authorization: string | null;
    contentType: string | null;
    body: RequestInit["body"];
  }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({
        url,
        method: init.method ?? "GET",
        authorization: headers.get("authorization"),
        contentType: headers.get("content-type"),
        body: init.body,
      });
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected request to ${url}`);
      return Promise.resolve(
        new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status }),
      );
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(apiFetch.name, () => {
  it("sends an empty bearer token when signed out", async () => {
    const calls = stubFetch([{ status: 200, body: [] }]);
    await apiFetch("/api/v2/general/banners/");
    // "Bearer " with its empty token; header values lose trailing spaces on the way.
    expect(calls[0]?.authorization).toBe("Bearer");
  });

  it("on 412 refreshes the tokens once and retries the call once", async () => {
    const calls = stubFetch([
      { status: 412, body: { detail: "Token Expired", code: "token_expired" } },
      { status: 200, body: { access: "a", refresh: "r" } },
      { status: 200, body: { ok: true } },
    ]);
    await expect(apiFetch("/api/v2/users/me/")).resolves.toEqual({ ok: true });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /api/v2/users/me/",
      "POST /api/v2/token/refresh/",
      "GET /api/v2/users/me/",
    ]);
  });

  it("does not retry a second time when the retry gets 412 again", async () => {
    const calls = stubFetch([
      { status: 412, body: { detail: "Token Expired", code: "token_expired" } },
      { status: 200, body: { access: "a", refresh: "r" } },
      { status: 412, body: { detail: "Token Expired", code: "token_expired" } },
    ]);
    await expect(apiFetch("/api/v2/users/me/")).rejects.toMatchObject({ status: 412 });
    expect(calls).toHaveLength(3);
  });

  it("does not retry when the refresh fails", async () => {
    const calls = stubFetch([
      { status: 412, body: { detail: "Token Expired", code: "token_expired" } },
      { status: 401, body: { detail: "Token is invalid", code: "token_not_valid" } },
    ]);
    await expect(apiFetch("/api/v2/users/me/")).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toHaveLength(2);
  });

  it.each([401, 403, 500, 503])("never retries a %i", async (status) => {
    const calls = stubFetch([{ status, body: { detail: "No", code: "no" } }]);
    await expect(apiFetch("/api/v2/users/me/")).rejects.toMatchObject({ status, message: "No" });
    expect(calls).toHaveLength(1);
  });

  it("sends JSON with its Content-Type", async () => {
    const calls = stubFetch([{ status: 201, body: { id: 1 } }]);
    await apiFetch("/api/v2/reviews/scout-routes/1/", { method: "POST", json: { rating: 5 } });
    expect(calls[0]).toMatchObject({ contentType: "application/json", body: '{"rating":5}' });
  });

  it("sends form data as it is, leaving the Content-Type to the browser, and resends it after a 412", async () => {
    const calls = stubFetch([
      { status: 412, body: { detail: "Token Expired", code: "token_expired" } },
      { status: 200, body: { access: "a", refresh: "r" } },
      { status: 201, body: { id: 7, photos: [] } },
    ]);
    const form = new FormData();
    form.append("photo", new File([new Uint8Array([0xff, 0xd8, 0xff])], "trail.jpg", { type: "image/jpeg" }));
    await expect(
      apiFetch("/api/v2/reviews/7/photos/", { method: "POST", form, headers: { "Content-Type": "application/json" } }),
    ).resolves.toEqual({ id: 7, photos: [] });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /api/v2/reviews/7/photos/",
      "POST /api/v2/token/refresh/",
      "POST /api/v2/reviews/7/photos/",
    ]);
    for (const call of [calls[0], calls[2]]) {
      expect(call?.body).toBe(form);
      expect(call?.contentType).toBeNull();
      expect(call?.authorization).toBe("Bearer");
    }
  });
});
