// The printed guide's way back online: a QR code of the guide's canonical address, drawn as SVG on
// the server from the `qrcode` package's matrix (ADR 0063), so the browser loads no code for it.
import QRCode from "qrcode";

/** Light modules around the code, as the standard asks (four is its minimum; two prints fine at this size). */
const QUIET_ZONE = 2;

export interface QrCodeShape {
  /** Modules per side, quiet zone included: the SVG's view box. */
  size: number;
  /** The dark modules as SVG path data, one horizontal run per `h`. */
  path: string;
}

/** Medium error correction: a smudged or creased print still scans. */
export function qrCodeShape(text: string): QrCodeShape {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: runs.join("") };
}
