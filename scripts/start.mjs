// `npm start`: build when the sources are newer than the build, then run the server in this process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const BUILD_ENTRY = "build/node/main.js";
const SOURCES = ["app", "server", "shared", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stats.mtimeMs,
  );
}

const isStale = !existsSync(BUILD_ENTRY) || Math.max(...SOURCES.map(newestModification)) > statSync(BUILD_ENTRY).mtimeMs;
if (isStale) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// React and React Router pick their production builds from this variable when they load.
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.resolve(BUILD_ENTRY)).href);
