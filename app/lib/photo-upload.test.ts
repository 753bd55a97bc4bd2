import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./api-client";
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_FAILED, photoFileProblem, photoUploadFailure } from "./photo-upload";

describe(photoFileProblem.name, () => {
  it("lets a photo of a sensible size go", () => {
    expect(photoFileProblem({ type: "image/jpeg", size: 120_000 })).toBeNull();
    // Some systems give no type; the server reads the file and decides.
    expect(photoFileProblem({ type: "", size: 120_000 })).toBeNull();
  });

  it("refuses files that are not images, empty files and files over the limit", () => {
    expect(photoFileProblem({ type: "application/pdf", size: 1000 })).toMatch(/not a photo/);
    expect(photoFileProblem({ type: "image/png", size: 0 })).toMatch(/empty/);
    expect(photoFileProblem({ type: "image/png", size: PHOTO_MAX_BYTES + 1 })).toMatch(/larger than 25 MB/);
  });
});

describe(photoUploadFailure.name, () => {
  it("passes on the server's reason for a refused file", () => {
    const detail = "This file is not a photo we can read. Please upload a JPEG, PNG or WebP photo.";
    expect(photoUploadFailure(new ApiRequestError(400, { detail, code: "bad_request" }))).toBe(detail);
  });

  it("prefers the message about the photo field", () => {
    const error = new ApiRequestError(400, {
      detail: "Some fields are not valid.",
      code: "invalid",
      fields: { photo: ["Attach a photo file."] },
    });
    expect(photoUploadFailure(error)).toBe("Attach a photo file.");
  });

  it("says something general for other failures", () => {
    expect(photoUploadFailure(new ApiRequestError(500, { detail: "Internal error", code: "server_error" }))).toBe(
      PHOTO_UPLOAD_FAILED,
    );
    expect(photoUploadFailure(new ApiRequestError(403, null))).toBe(PHOTO_UPLOAD_FAILED);
    expect(photoUploadFailure(new TypeError("Failed to fetch"))).toBe(PHOTO_UPLOAD_FAILED);
    expect(photoUploadFailure(new ApiRequestError(413, null))).toMatch(/larger than 25 MB/);
  });
});
