import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { generateLandscapePhoto, LANDSCAPE_PALETTES } from "./generated-photo";

const small = { width: 480, height: 320 };

// Each test draws and encodes full-size JPEGs with sharp: seconds of CPU on a busy two-core machine.
describe(generateLandscapePhoto.name, { timeout: 30_000 }, () => {
  it("draws the same picture, byte for byte, for the same seed", async () => {
    const first = await generateLandscapePhoto(2026, small);
    const second = await generateLandscapePhoto(2026, small);
    expect(second.equals(first)).toBe(true);
  });

  it("draws different pictures for different seeds", async () => {
    const [one, two] = await Promise.all([generateLandscapePhoto(1, small), generateLandscapePhoto(2, small)]);
    expect(one.equals(two)).toBe(false);
  });

  it.each(LANDSCAPE_PALETTES)("draws a %s scene as a JPEG of the asked size with no metadata", async (palette) => {
    const photo = await generateLandscapePhoto(7, { ...small, palette });
    const metadata = await sharp(photo).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      format: "jpeg",
      width: 480,
      height: 320,
      exif: undefined,
    });
    // A picture, not a blank: the sky and the ground differ.
    const { channels } = await sharp(photo).stats();
    expect(channels.every((channel) => channel.stdev > 10)).toBe(true);
  });

  it("is 1800 by 1200 by default", async () => {
    const { width, height } = await sharp(await generateLandscapePhoto(3)).metadata();
    expect([width, height]).toEqual([1800, 1200]);
  });

  it.each([
    { width: 10, height: 320 },
    { width: 480.5, height: 320 },
    { width: 480, height: 10_000 },
  ])("refuses a size of $width by $height", async (size) => {
    await expect(generateLandscapePhoto(1, size)).rejects.toThrow(RangeError);
  });
});
