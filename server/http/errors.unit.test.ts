import { describe, expect, it } from "vitest";
import { HttpError, isHttpErrorWithStatus, notFound } from "./errors";

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
