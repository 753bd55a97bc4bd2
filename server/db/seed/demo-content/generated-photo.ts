// Draws an outdoor scene (sky, sun, ridgelines, a dirt track) for demo content, so a fresh install
// has photos without downloading any. The same seed always gives the same picture, byte for byte.
import sharp from "sharp";
import { createRandom } from "./prng";

export const LANDSCAPE_PALETTES = ["desert", "forest", "alpine", "canyon"] as const;
export type LandscapePalette = (typeof LANDSCAPE_PALETTES)[number];

export interface LandscapeOptions {
  width?: number;
  height?: number;
  /** Chosen from the seed when not given. */
  palette?: LandscapePalette;
}

type RidgeStyle = "rolling" | "jagged" | "mesa";
type Vegetation = "pines" | "saguaros" | "shrubs";

interface Scheme {
  skyTop: string;
  skyHorizon: string;
  sun: string;
  sunGlow: string;
  /** From the farthest ridge to the nearest. */
  ridges: [string, string, string];
  ridgeStyle: RidgeStyle;
  hasSnow: boolean;
  hasForestedRidges: boolean;
  groundFar: string;
  groundNear: string;
  track: string;
  rut: string;
  vegetation: Vegetation;
  plant: string;
  stone: string;
  cloudiness: number;
}

const SCHEMES: Record<LandscapePalette, Scheme> = {
  desert: {
    skyTop: "#3d78c0",
    skyHorizon: "#f4dcb6",
    sun: "#fff6dc",
    sunGlow: "#ffe0a0",
    ridges: ["#9a88b0", "#b98f76", "#c99c6c"],
    ridgeStyle: "jagged",
    hasSnow: false,
    hasForestedRidges: false,
    groundFar: "#dcbd8e",
    groundNear: "#b68a58",
    track: "#ead5ae",
    rut: "#c6a477",
    vegetation: "saguaros",
    plant: "#4e5d34",
    stone: "#8c6a4a",
    cloudiness: 0.3,
  },
  forest: {
    skyTop: "#5a90c8",
    skyHorizon: "#dde9ee",
    sun: "#fffbea",
    sunGlow: "#fff0c0",
    ridges: ["#93abb8", "#5e806d", "#3c5c43"],
    ridgeStyle: "rolling",
    hasSnow: false,
    hasForestedRidges: true,
    groundFar: "#708c4b",
    groundNear: "#4b6731",
    track: "#8d6c4b",
    rut: "#684c34",
    vegetation: "pines",
    plant: "#203826",
    stone: "#6f6a5e",
    cloudiness: 0.7,
  },
  alpine: {
    skyTop: "#2c6ab5",
    skyHorizon: "#d2e5f2",
    sun: "#ffffff",
    sunGlow: "#fff6dc",
    ridges: ["#a7b6ca", "#6f8399", "#4b6253"],
    ridgeStyle: "jagged",
    hasSnow: true,
    hasForestedRidges: true,
    groundFar: "#84a05a",
    groundNear: "#5a773a",
    track: "#8e806b",
    rut: "#6b5e4d",
    vegetation: "pines",
    plant: "#1e382b",
    stone: "#8a8a86",
    cloudiness: 0.5,
  },
  canyon: {
    skyTop: "#2962ab",
    skyHorizon: "#f1cca4",
    sun: "#fff2d2",
    sunGlow: "#ffc88a",
    ridges: ["#a98896", "#b9673f", "#984a2b"],
    ridgeStyle: "mesa",
    hasSnow: false,
    hasForestedRidges: false,
    groundFar: "#c47c4a",
    groundNear: "#975632",
    track: "#d9a070",
    rut: "#b27b50",
    vegetation: "shrubs",
    plant: "#5f6534",
    stone: "#7c4a30",
    cloudiness: 0.4,
  },
};

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();
const n = (value: number) => value.toFixed(1);

function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount)
      .toString(16)
      .padStart(2, "0"),
  );
  return `#${mixed.join("")}`;
}

/** Smooth 1-D noise in [0, 1]: several octaves of interpolated random values. */
function ridgeNoise(random: () => number, octaves: number, controlPoints: number): (x: number) => number {
  const layers = Array.from({ length: octaves }, (_, octave) => {
    const count = controlPoints * 2 ** octave + 2;
    return { count, values: Array.from({ length: count }, random), weight: 0.5 ** octave };
  });
  const totalWeight = layers.reduce((sum, layer) => sum + layer.weight, 0);
  return (x) => {
    let sum = 0;
    for (const { count, values, weight } of layers) {
      const position = x * (count - 2);
      const index = Math.floor(position);
      const blend = (1 - Math.cos((position - index) * Math.PI)) / 2;
      sum += weight * ((values[index] ?? 0) * (1 - blend) + (values[index + 1] ?? 0) * blend);
    }
    return sum / totalWeight;
  };
}

function ridgeShape(style: RidgeStyle, noise: (x: number) => number, detail: (x: number) => number): (x: number) => number {
  switch (style) {
    case "rolling":
      return (x) => noise(x);
    case "jagged":
      // Folding the noise makes sharp peaks and rounded valleys.
      return (x) => (1 - Math.abs(noise(x) * 2 - 1)) * 0.8 + detail(x) * 0.2;
    case "mesa": {
      // Flat tops and steep cliffs: the noise pushed hard towards two levels.
      return (x) => {
        const level = Math.min(1, Math.max(0, (noise(x) - 0.42) * 6));
        return level * level * (3 - 2 * level) * 0.85 + detail(x) * 0.15;
      };
    }
  }
}

interface Ridge {
  heightAt: (x: number) => number;
  path: string;
}

function drawRidge(
  random: () => number,
  style: RidgeStyle,
  width: number,
  baseY: number,
  amplitude: number,
  bottom: number,
): Ridge {
  const noise = ridgeNoise(random, style === "jagged" ? 4 : 3, style === "mesa" ? 3 : 4);
  const detail = ridgeNoise(random, 3, 24);
  const shape = ridgeShape(style, noise, detail);
  const heightAt = (x: number) => baseY - amplitude * shape(Math.min(1, Math.max(0, x / width)));
  const steps = 160;
  const points = Array.from({ length: steps + 1 }, (_, step) => {
    const x = (step / steps) * width;
    return `${n(x)},${n(heightAt(x))}`;
  });
  return { heightAt, path: `M0,${n(bottom)} L${points.join(" L")} L${n(width)},${n(bottom)} Z` };
}

/** Snow on the upper part of a ridge, with a ragged lower edge; drawn clipped to the ridge. */
function snowfield(random: () => number, ridge: Ridge, width: number, baseY: number, height: number): string {
  const samples = Array.from({ length: 161 }, (_, step) => ridge.heightAt((step / 160) * width));
  const peak = Math.min(...samples);
  const snowLine = peak + (baseY - peak) * 0.45;
  const edge = ridgeNoise(random, 3, 30);
  const points = Array.from({ length: 241 }, (_, step) => {
    const x = (step / 240) * width;
    return `${n(x)},${n(snowLine + (edge(x / width) - 0.5) * height * 0.08)}`;
  });
  return `M0,0 L${points.join(" L")} L${n(width)},0 Z`;
}

/** A conifer of three tiers; `litSide` is -1 or 1, the side facing the sun, drawn lighter when given. */
function pine(x: number, baseY: number, height: number, color: string, litSide?: number, light?: string): string {
  const half = height * 0.22;
  const tiers = [0, 0.3, 0.55].map((start) => ({ base: baseY - height * start, half: half * (1 - start * 0.8) }));
  const silhouette = tiers
    .map(
      (tier) =>
        `M${n(x - tier.half)},${n(tier.base)} L${n(x)},${n(tier.base - height * 0.5)} L${n(x + tier.half)},${n(tier.base)} Z`,
    )
    .join(" ");
  if (litSide === undefined || light === undefined) return `<path d="${silhouette}" fill="${color}"/>`;
  const sunlit = tiers
    .map(
      (tier) =>
        `M${n(x)},${n(tier.base)} L${n(x)},${n(tier.base - height * 0.5)} L${n(x + litSide * tier.half)},${n(tier.base)} Z`,
    )
    .join(" ");
  return `<path d="${silhouette}" fill="${color}"/><path d="${sunlit}" fill="${light}"/>`;
}

function saguaro(x: number, baseY: number, height: number, color: string): string {
  const trunk = height * 0.13;
  const arm = trunk * 0.8;
  const parts = [
    `<rect x="${n(x - trunk / 2)}" y="${n(baseY - height)}" width="${n(trunk)}" height="${n(height)}" rx="${n(trunk / 2)}"/>`,
    `<rect x="${n(x - trunk * 2.1)}" y="${n(baseY - height * 0.72)}" width="${n(arm)}" height="${n(height * 0.32)}" rx="${n(arm / 2)}"/>`,
    `<rect x="${n(x - trunk * 2.1)}" y="${n(baseY - height * 0.45)}" width="${n(trunk * 1.8)}" height="${n(arm)}" rx="${n(arm / 2)}"/>`,
    `<rect x="${n(x + trunk * 1.3)}" y="${n(baseY - height * 0.6)}" width="${n(arm)}" height="${n(height * 0.26)}" rx="${n(arm / 2)}"/>`,
    `<rect x="${n(x + trunk * 0.3)}" y="${n(baseY - height * 0.4)}" width="${n(trunk * 1.6)}" height="${n(arm)}" rx="${n(arm / 2)}"/>`,
  ];
  return `<g fill="${color}">${parts.join("")}</g>`;
}

function shrub(random: () => number, x: number, baseY: number, size: number, color: string): string {
  const blobs = Array.from({ length: 4 }, () => {
    const cx = x + between(random, -0.6, 0.6) * size;
    const rx = size * between(random, 0.35, 0.6);
    return `<ellipse cx="${n(cx)}" cy="${n(baseY - rx * 0.5)}" rx="${n(rx)}" ry="${n(rx * 0.65)}"/>`;
  });
  return `<g fill="${color}">${blobs.join("")}</g>`;
}

export async function generateLandscapePhoto(seed: number, options: LandscapeOptions = {}): Promise<Buffer> {
  const { width = 1800, height = 1200 } = options;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 64 || height < 64 || width > 4096 || height > 4096) {
    throw new RangeError("A generated photo is between 64 and 4096 pixels on each side");
  }
  const random = createRandom(seed).next;
  const palette = options.palette ?? LANDSCAPE_PALETTES[Math.floor(random() * LANDSCAPE_PALETTES.length)] ?? "desert";
  const scheme = SCHEMES[palette];
  const horizon = height * between(random, 0.58, 0.66);
  const layers: string[] = [];

  // Sun and clouds.
  const sunX = width * between(random, 0.15, 0.85);
  const sunY = height * between(random, 0.1, 0.28);
  const sunRadius = Math.min(width, height) * 0.035;
  layers.push(
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunRadius * 9)}" fill="url(#glow)"/>`,
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunRadius)}" fill="${scheme.sun}"/>`,
  );
  const cloudCount = Math.round(scheme.cloudiness * 6 + random() * 2);
  for (let cloud = 0; cloud < cloudCount; cloud += 1) {
    const cx = width * random();
    const cy = horizon * between(random, 0.12, 0.6);
    const size = width * between(random, 0.04, 0.09);
    const puffs = Array.from({ length: 5 }, () => {
      const px = cx + between(random, -1.6, 1.6) * size;
      const py = cy + between(random, -0.25, 0.25) * size;
      return `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(size * between(random, 0.7, 1.2))}" ry="${n(size * between(random, 0.25, 0.4))}"/>`;
    });
    layers.push(`<g fill="url(#puff)" opacity="${between(random, 0.55, 0.9).toFixed(2)}">${puffs.join("")}</g>`);
  }

  // Ridgelines, far to near: each hazier and paler the farther it is.
  const ridgeSettings = [
    { baseY: horizon - height * 0.06, amplitude: height * (scheme.hasSnow ? 0.34 : 0.24), haze: 0.55 },
    { baseY: horizon - height * 0.02, amplitude: height * 0.15, haze: 0.3 },
    { baseY: horizon + height * 0.01, amplitude: height * 0.08, haze: 0.1 },
  ];
  ridgeSettings.forEach((setting, index) => {
    const color = mix(scheme.ridges[index] ?? scheme.ridges[0], scheme.skyHorizon, setting.haze);
    const ridge = drawRidge(random, scheme.ridgeStyle, width, setting.baseY, setting.amplitude, horizon + height * 0.05);
    const top = setting.baseY - setting.amplitude;
    layers.push(
      `<linearGradient id="ridge${index}" x1="0" y1="${n(top)}" x2="0" y2="${n(horizon)}" gradientUnits="userSpaceOnUse">` +
        `<stop offset="0" stop-color="${mix(color, "#ffffff", 0.12)}"/><stop offset="1" stop-color="${mix(color, "#000000", 0.18)}"/></linearGradient>`,
      `<clipPath id="ridgeClip${index}"><path d="${ridge.path}"/></clipPath>`,
      `<path d="${ridge.path}" fill="url(#ridge${index})"/>`,
    );
    if (scheme.hasSnow && index === 0) {
      layers.push(
        `<path clip-path="url(#ridgeClip${index})" d="${snowfield(random, ridge, width, setting.baseY, height)}" fill="#f3f6fa"/>`,
      );
    }
    if (scheme.ridgeStyle === "mesa") {
      // Rock strata: faint horizontal bands across the cliffs.
      const bands = Array.from({ length: 7 }, (_, band) => {
        const y = top + ((horizon - top) * (band + random() * 0.5)) / 7;
        return `<rect y="${n(y)}" width="${width}" height="${n(height * 0.008)}"/>`;
      });
      layers.push(`<g clip-path="url(#ridgeClip${index})" fill="#000000" opacity="0.08">${bands.join("")}</g>`);
    }
    if (scheme.hasForestedRidges && index > 0) {
      const treeHeight = height * (index === 1 ? 0.014 : 0.026);
      const treeColor = mix(scheme.plant, scheme.skyHorizon, setting.haze * 0.8);
      const trees: string[] = [];
      for (let x = 0; x < width; x += treeHeight * between(random, 0.25, 0.5)) {
        trees.push(
          pine(x, ridge.heightAt(x) + treeHeight * between(random, 0.2, 0.9), treeHeight * between(random, 0.7, 1.3), treeColor),
        );
      }
      layers.push(`<g>${trees.join("")}</g>`);
    }
  });

  // The ground, seen in perspective: depth 1 is the bottom edge, larger depths approach the horizon.
  const groundTop = horizon + height * 0.012;
  const groundHeight = height - groundTop;
  const scale = width * 0.25;
  const screenY = (depth: number) => groundTop + groundHeight / depth;
  const screenX = (lateral: number, depth: number) => width / 2 + (lateral * scale) / depth;
  const swing = between(random, 1.2, 3.2) * (random() < 0.5 ? -1 : 1);
  const frequency = between(random, 0.12, 0.28);
  const phase = between(random, 0, Math.PI * 2);
  const drift = between(random, -0.5, 0.5);
  const trackCentre = (depth: number) =>
    swing * (Math.sin(frequency * depth + phase) - Math.sin(frequency + phase)) + drift * depth * 0.5;
  const farthest = 60;
  const depths = Array.from({ length: 90 }, (_, step) => 1 / (1 - (step / 89) * (1 - 1 / farthest)));
  const strip = (from: number, to: number) => {
    const left = depths.map((depth) => `${n(screenX(trackCentre(depth) + from, depth))},${n(screenY(depth))}`);
    const right = depths.map((depth) => `${n(screenX(trackCentre(depth) + to, depth))},${n(screenY(depth))}`).reverse();
    return `M${[...left, ...right].join(" L")} Z`;
  };

  layers.push(
    `<rect y="${n(groundTop)}" width="${width}" height="${n(groundHeight + 1)}" fill="url(#ground)"/>`,
    `<path d="${strip(-0.95, 0.95)}" fill="${mix(scheme.track, scheme.groundFar, 0.35)}"/>`,
    `<path d="${strip(-0.8, 0.8)}" fill="${scheme.track}"/>`,
    `<path d="${strip(-0.6, -0.36)}" fill="${scheme.rut}" opacity="0.7"/>`,
    `<path d="${strip(0.36, 0.6)}" fill="${scheme.rut}" opacity="0.7"/>`,
    // Haze where the ground meets the hills, as distance softens colours.
    `<rect y="${n(groundTop - 1)}" width="${width}" height="${n(groundHeight * 0.3)}" fill="url(#haze)"/>`,
  );

  // Stones, plants and trees, placed far to near so nearer ones overlap farther ones.
  const objects = Array.from({ length: 110 }, () => {
    // Spread evenly down the picture; the visible width of the ground grows with depth.
    const depth = 1 / between(random, 0.02, 1.08);
    return { depth, lateral: between(random, -2.3, 2.3) * depth, kind: random() };
  }).sort((a, b) => b.depth - a.depth);
  const details: string[] = [];
  for (const { depth, lateral, kind } of objects) {
    if (Math.abs(lateral - trackCentre(depth)) < 1.3) continue;
    const x = screenX(lateral, depth);
    const y = screenY(depth);
    const unit = scale / depth;
    const fade = Math.min(0.6, depth / 60);
    if (kind < 0.45) {
      const size = unit * between(random, 0.05, 0.12);
      const color = mix(scheme.stone, scheme.groundFar, fade);
      details.push(`<ellipse cx="${n(x)}" cy="${n(y - size * 0.3)}" rx="${n(size)}" ry="${n(size * 0.55)}" fill="${color}"/>`);
    } else if (kind < 0.8 || scheme.vegetation === "shrubs") {
      details.push(shrub(random, x, y, unit * between(random, 0.12, 0.25), mix(scheme.plant, scheme.groundFar, fade)));
    } else if (scheme.vegetation === "pines") {
      const color = mix(scheme.plant, scheme.groundFar, fade);
      details.push(pine(x, y, unit * between(random, 1.2, 2.2), color, sunX < x ? -1 : 1, mix(color, scheme.sunGlow, 0.12)));
    } else {
      details.push(saguaro(x, y, unit * between(random, 0.7, 1.1), mix(scheme.plant, scheme.groundFar, fade)));
    }
  }
  layers.push(`<g>${details.join("")}</g>`);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scheme.skyTop}"/><stop offset="1" stop-color="${scheme.skyHorizon}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${scheme.sunGlow}" stop-opacity="0.85"/><stop offset="0.25" stop-color="${scheme.sunGlow}" stop-opacity="0.35"/><stop offset="1" stop-color="${scheme.sunGlow}" stop-opacity="0"/></radialGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(scheme.groundFar, scheme.skyHorizon, 0.25)}"/><stop offset="0.35" stop-color="${scheme.groundFar}"/><stop offset="1" stop-color="${scheme.groundNear}"/></linearGradient>
<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scheme.skyHorizon}" stop-opacity="0.45"/><stop offset="1" stop-color="${scheme.skyHorizon}" stop-opacity="0"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>
<radialGradient id="puff"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${layers.join("\n")}
<rect width="${width}" height="${height}" fill="url(#vignette)"/>
</svg>`;

  return sharp(Buffer.from(svg)).jpeg({ quality: 84, progressive: true, mozjpeg: true }).toBuffer();
}
