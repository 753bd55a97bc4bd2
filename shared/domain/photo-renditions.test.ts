import { describe, expect, it } from "vitest";
import { jpegSourceOf, webpSrcSetOf, webpVariantOf } from "./photo-renditions";

const STORED = "/media/photos/0123456789abcdef";

describe(webpVariantOf.name, () => {
  it.each([
    [`${STORED}/medium.jpg`, `${STORED}/medium.webp`],
    [`${STORED}/large.jpg`, `${STORED}/large.webp`],
    [`${STORED}/hero.jpg`, `${STORED}/hero.webp`],
    ["https://cdn.example.com/photos/0123456789abcdef/hero.jpg", "https://cdn.example.com/photos/0123456789abcdef/hero.webp"],
    ["photos/0123456789abcdef/medium.jpg", "photos/0123456789abcdef/medium.webp"],
  ])("gives the WebP copy of %s", (jpeg, webp) => {
    expect(webpVariantOf(jpeg)).toBe(webp);
  });

  it.each([
    [`${STORED}/original.jpg`, "the original is only downloaded"],
    ["https://example.com/avatar.jpg", "an image not stored as a photo"],
    ["/media/photos/not-a-hash/medium.jpg", "a folder that is not a photo id"],
    [`${STORED}/medium.png`, "another format"],
  ])("has none for %s (%s)", (url) => {
    expect(webpVariantOf(url)).toBeNull();
  });
});

describe(jpegSourceOf.name, () => {
  it("finds the JPEG a WebP rendition copies, and nothing for other files", () => {
    expect(jpegSourceOf("photos/0123456789abcdef/large.webp")).toBe("photos/0123456789abcdef/large.jpg");
    expect(jpegSourceOf("photos/0123456789abcdef/original.webp")).toBeNull();
    expect(jpegSourceOf("photos/0123456789abcdef/large.jpg")).toBeNull();
  });
});

describe(webpSrcSetOf.name, () => {
  it("converts every candidate and keeps its width", () => {
    expect(webpSrcSetOf(`${STORED}/medium.jpg 800w, ${STORED}/large.jpg 1600w`)).toBe(
      `${STORED}/medium.webp 800w, ${STORED}/large.webp 1600w`,
    );
    expect(webpSrcSetOf(`${STORED}/hero.jpg`)).toBe(`${STORED}/hero.webp`);
  });

  it("gives nothing when one candidate has no WebP copy", () => {
    expect(webpSrcSetOf(`${STORED}/medium.jpg 800w, https://example.com/big.jpg 1600w`)).toBeNull();
    expect(webpSrcSetOf("")).toBeNull();
  });
});
