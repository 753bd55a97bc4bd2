import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { CLIENT_CLOSED_REQUEST, handleError, HttpError, isHttpErrorWithStatus, notFound } from "./errors";

describe(isHttpErrorWithStatus.name, () => {
  it("recognises an HttpError by its status", () => {
    expect(isHttpErrorWithStatus(notFound(), 404)).toBe(true);
    expect(isHttpErrorWithStatus(notFound(), 403)).toBe(false);
  });

  it("recognises one thrown by another bundle's copy of the class", () => {
    class CopiedHttpError extends Error {
      constructor(readonly status: number) {
        super("Not found.");
        this.name = "HttpError";
      }
    }
    expect(new CopiedHttpError(404) instanceof HttpError).toBe(false);
    expect(isHttpErrorWithStatus(new CopiedHttpError(404), 404)).toBe(true);
  });

  it("ignores other errors", () => {
    expect(isHttpErrorWithStatus(new Error("boom"), 404)).toBe(false);
    expect(isHttpErrorWithStatus({ name: "HttpError", status: 404 }, 404)).toBe(false);
  });
});

describe(handleError.name, () => {
  function failingApp() {
    const app = new Hono<AppEnv>();
    const logged: string[] = [];
    app.use((c, next) => {
      c.set("logger", {
        error: (_: unknown, message: string) => logged.push(message),
      } as unknown as AppEnv["Variables"]["logger"]);
      return next();
    });
    app.get("/", () => {
      throw new Error("the render stopped half-way");
    });
    app.onError(handleError);
    return { app, logged };
  }

  it("answers 499 and logs no error for a request its client closed", async () => {
    const { app, logged } = failingApp();
    const closed = new AbortController();
    closed.abort();
    const response = await app.request(new Request("http://site/", { signal: closed.signal }));
    expect(response.status).toBe(CLIENT_CLOSED_REQUEST);
    expect(logged).toEqual([]);
  });

  it("answers 500 and logs the error for a request still waiting", async () => {
    const { app, logged } = failingApp();
    const response = await app.request("http://site/");
    expect(response.status).toBe(500);
    expect(logged).toEqual(["unhandled error"]);
  });
});
