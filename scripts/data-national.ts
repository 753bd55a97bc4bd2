// `npm run data:national -- [--out build/national] [--scale 1] [--seed 2026] [--only mvum-roads,...]`: writes the national
// data set (scripts/national-data/generate.ts). Scale 1 is the real datasets' size (several
// gigabytes, minutes to write); the tests use a thousandth.
import path from "node:path";
import { parseArgs } from "node:util";
import { generateNationalData, NATIONAL_COUNTS, type NationalFile } from "./national-data/generate";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "build/national" },
    scale: { type: "string", default: "1" },
    seed: { type: "string", default: "2026" },
    only: { type: "string" },
  },
});
const only = values.only?.split(",").map((name) => name.trim()) as NationalFile[] | undefined;
const scale = Number(values.scale);
const seed = Number(values.seed);
const known = Object.keys(NATIONAL_COUNTS);
if (!(scale > 0 && scale <= 1) || !Number.isInteger(seed) || only?.some((name) => !known.includes(name))) {
  console.error(
    `data:national: --scale takes a number above 0 and at most 1, --seed an integer, --only some of ${known.join(",")}.`,
  );
  process.exit(2);
}

const started = performance.now();
let reported = "";
const manifest = await generateNationalData({
  dir: values.out,
  scale,
  seed,
  only,
  onProgress(name, written, count) {
    const line = `${name}: ${Math.floor((written / count) * 10) * 10}%`;
    if (line !== reported) console.log((reported = line));
  },
});
for (const file of manifest.files) {
  const megabytes = (file.bytes / 1024 ** 2).toFixed(1);
  console.log(`${path.join(values.out, file.file)}: ${file.features} ${file.kind}, ${file.vertices} vertices, ${megabytes} MB`);
}
console.log(`Written in ${((performance.now() - started) / 1000).toFixed(1)} s (seed ${seed}, scale ${scale}).`);
