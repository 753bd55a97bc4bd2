// Photos for upload tests, made with sharp: plain colours, so tests can tell which part was kept.
import sharp from "sharp";

/** A JPEG file of one colour, its right-hand `right.width` pixels another when given, with EXIF when given. */
export async function jpegFile({
  width,
  height,
  color,
  right,
  exif,
}: {
  width: number;
  height: number;
  color: string;
  right?: { width: number; color: string };
  exif?: Record<string, string>;
}): Promise<File> {
  let image = sharp({ create: { width, height, channels: 3, background: color } });
  if (right) {
    const strip = await sharp({ create: { width: right.width, height, channels: 3, background: right.color } })
      .png()
      .toBuffer();
    image = sharp(
      await image
        .composite([{ input: strip, left: width - right.width, top: 0 }])
        .png()
        .toBuffer(),
    );
  }
  const jpeg = await (exif ? image.withExif({ IFD0: exif }) : image).jpeg().toBuffer();
  return new File([new Uint8Array(jpeg)], "photo.jpg", { type: "image/jpeg" });
}

/** The colour of a stored image's centre pixel. */
export async function centreColour(image: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}
