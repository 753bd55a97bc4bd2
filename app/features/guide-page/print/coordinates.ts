// Coordinates as a paper map or a GPS unit set to degrees-minutes-seconds reads them.

/** 38.57312 as latitude → 38°34'23.2"N. */
function dmsOf(degrees: number, positive: string, negative: string): string {
  const hemisphere = degrees < 0 ? negative : positive;
  // Work in tenths of a second so rounding never shows 60 seconds.
  const tenths = Math.round(Math.abs(degrees) * 36_000);
  const whole = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const seconds = (tenths % 600) / 10;
  return `${whole}°${String(minutes).padStart(2, "0")}'${seconds.toFixed(1).padStart(4, "0")}"${hemisphere}`;
}

/** "38°34'23.2"N 109°32'58.6"W". */
export function formatDms(latitude: number, longitude: number): string {
  return `${dmsOf(latitude, "N", "S")} ${dmsOf(longitude, "E", "W")}`;
}
