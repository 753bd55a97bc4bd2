import { describe, expect, it } from "vitest";
import { GENERIC_ERROR_TEXT, NOT_FOUND_TEXT, describeRouteError, errorPageText } from "./error-description";

/** The shape react-router gives a thrown `data(...)` response. */
function thrownResponse(status: number, data: unknown, statusText = "") {
  return { status, statusText, internal: false, data };
}

describe(describeRouteError.name, () => {
  it.each([
    [
      "a 404 with its path",
      thrownResponse(404, "Page not found: /nowhere"),
      { status: 404, message: "Page not found: /nowhere" },
    ],
    [
      "a 403 with an API error body",
      thrownResponse(403, { detail: "Scouts only", code: "forbidden" }),
      { status: 403, message: "Scouts only" },
    ],
    ["a 400 with a message field", thrownResponse(400, { message: "Bad trail id" }), { status: 400, message: "Bad trail id" }],
    [
      "a 503 with only a status text",
      thrownResponse(503, null, "Service Unavailable"),
      { status: 503, message: "Service Unavailable" },
    ],
    ["a 500 with nothing to say", thrownResponse(500, ""), { status: 500, message: undefined }],
    ["an exception, whose text is internal", new TypeError("x is undefined"), { status: 500 }],
    ["something odd", "boom", { status: 500 }],
  ])("%s", (_case, error, expected) => {
    expect(describeRouteError(error)).toEqual(expected);
  });
});

describe(errorPageText.name, () => {
  it.each([
    [
      { status: 404, message: "Page not found: /x" },
      { lead: NOT_FOUND_TEXT, detail: "Page not found: /x" },
    ],
    [{ status: 404 }, { lead: NOT_FOUND_TEXT, detail: undefined }],
    [{ status: 403, message: "Scouts only" }, { lead: "Scouts only" }],
    [{ status: 500, message: "Error" }, { lead: GENERIC_ERROR_TEXT }],
    [{ status: 500, message: "" }, { lead: GENERIC_ERROR_TEXT }],
    [{ status: 500 }, { lead: GENERIC_ERROR_TEXT }],
  ])("%j → %j", (description, expected) => {
    expect(errorPageText(description)).toEqual(expected);
  });

  it("uses the texts of the spec", () => {
    expect(NOT_FOUND_TEXT).toBe("Page not found, let's get you back on trail.");
    expect(GENERIC_ERROR_TEXT).toBe("Darn, we can't find what you're looking for....");
  });
});
