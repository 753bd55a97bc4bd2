// Web mercator on the unit square (x, y from 0 to 1, y down, as tile 0/0/0 covers it): how tiles
// and the route preview place a longitude and latitude.
const MAX_LATITUDE = 85.051129;

export function projectX(longitude: number): number {
  return longitude / 360 + 0.5;
}

export function projectY(latitude: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
}
