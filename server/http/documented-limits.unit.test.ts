// The request-body limits docs/RELIABILITY.md promises are the ones the server enforces: a limit
// changed in code without the page (or the page without the code) fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DATASET_MAX_BYTES } from "../../shared/contracts/map-data-admin.contract";
import { USER_CONTENT_LIMITS } from "../../shared/contracts/user-content.contract";
import { MAX_PHOTO_BYTES } from "../modules/photos/photo-renditions";
import { DEFAULT_BODY_LIMIT_BYTES } from "./body-limits";

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

describe("docs/RELIABILITY.md", () => {
  it("states the body limits the server enforces", () => {
    const page = readFileSync(new URL("../../docs/RELIABILITY.md", import.meta.url), "utf8");
    expect(page).toContain(
      `Request bodies: ${megabytes(DEFAULT_BODY_LIMIT_BYTES)} JSON, ${megabytes(MAX_PHOTO_BYTES)} a photo, ` +
        `imports of ${megabytes(USER_CONTENT_LIMITS.fileBytes)} a file and 2 files' worth a request, ` +
        `${megabytes(DATASET_MAX_BYTES)} a staff dataset file`,
    );
  });
});
