import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";

/** What each built chunk imports statically, read from the finished bundle. */
const staticImports = new Map<string, readonly string[]>();

function recordStaticImports(): Plugin {
  return {
    name: "record-static-imports",
    apply: "build",
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) if (output.type === "chunk") staticImports.set(output.fileName, output.imports);
    },
  };
}

/** The chunks loaded before `chunk` runs: its static imports and theirs. */
function loadedBefore(chunk: string): Set<string> {
  const loaded = new Set<string>();
  const pending = [...(staticImports.get(chunk) ?? [])];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (loaded.has(next)) continue;
    loaded.add(next);
    pending.push(...(staticImports.get(next) ?? []));
  }
  return loaded;
}

/**
 * Small modules every page loads (the layout's, the session's, the header's): one chunk instead of a
 * dozen, each of which costs its own import framing on every page (docs/PERFORMANCE.md).
 */
const EVERY_PAGE_MODULES =
  /\/(app\/components\/ui\/class-names|app\/components\/store-badges\/store-badges|app\/features\/header\/header-styles|app\/lib\/use-hydrated|shared\/domain\/(countries|formatters|help-centre|locales|membership|page-sharing|roles|tier-stand-in|units))\.tsx?$/;

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: "every-page", test: EVERY_PAGE_MODULES }] } } },
    modulePreload: {
      resolveDependencies: (_chunk, dependencies, { hostId }) => {
        const loaded = loadedBefore(hostId);
        return dependencies.filter((dependency) => !loaded.has(dependency));
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    recordStaticImports(),
    // Built files are served pre-compressed (server/http/assets.ts); the server never compresses them per
    // request. Only the browser's files: the server bundle is read from disk, never sent.
    !isSsrBuild &&
      compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, include: /\.(js|mjs|css|svg|txt|webmanifest)$/ }),
  ],
}));
