import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrCodeShape } from "./qr-code.server";

const url = "https://trailguide.example/US/utah/trails/12-hells-revenge";

/** The dark modules the SVG path draws, read back from its runs ("M{x} {y}h{n}v1h-{n}z"). */
function modulesDrawn(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) grid[Number(y)]![column] = true;
  }
  return grid;
}

describe(qrCodeShape.name, () => {
  it("draws exactly the modules of the QR code that encodes the guide's address", () => {
    const shape = qrCodeShape(url);
    const reference = QRCode.create(url, { errorCorrectionLevel: "M" });
    // What the reference symbol carries: the address itself, as one byte segment.
    expect(
      reference.segments.map((segment) => Buffer.from((segment as unknown as { data: Uint8Array }).data).toString()),
    ).toEqual([url]);

    const size = reference.modules.size;
    expect(shape.size).toBe(size + 4);
    const drawn = modulesDrawn(shape.path, shape.size);
    for (let row = 0; row < shape.size; row += 1) {
      for (let column = 0; column < shape.size; column += 1) {
        const inside = row >= 2 && column >= 2 && row < size + 2 && column < size + 2;
        const expected = inside && Boolean(reference.modules.get(row - 2, column - 2));
        expect(drawn[row]![column], `module ${row},${column}`).toBe(expected);
      }
    }
  });

  it("keeps a quiet zone around the code and its three finder patterns in the corners", () => {
    const { size, path } = qrCodeShape(url);
    const drawn = modulesDrawn(path, size);
    expect(drawn[0]!.some(Boolean)).toBe(false);
    expect(drawn[1]!.some(Boolean)).toBe(false);
    // A finder pattern's top row: seven dark modules.
    expect(drawn[2]!.slice(2, 9)).toEqual(Array(7).fill(true));
    expect(drawn[2]!.slice(size - 9, size - 2)).toEqual(Array(7).fill(true));
    expect(drawn[size - 9]!.slice(2, 9)).toEqual(Array(7).fill(true));
  });
});
