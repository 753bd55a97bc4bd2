// Lint guards the architecture (DESIGN §4): shared <- server <- app, features apart, type-aware bug checks.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureIsolation = features.map((feature) => ({
  target: `./app/features/${feature}`,
  from: "./app/features",
  except: [`./${feature}`],
  message: "Features do not import each other; move shared UI to app/components.",
}));

export default tseslint.config(
  { ignores: ["build/", "data/", "node_modules/", ".react-router/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
      // Without it the plugin reads no TypeScript module, and no-cycle sees no import to follow.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // React Router's loaders throw `data()` and `redirect()` results to end a request early.
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [
            { from: "lib", name: "Response" },
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
          ],
        },
      ],
      eqeqeq: ["error", "always", { null: "ignore" }],
      curly: ["error", "multi-line"],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: featureIsolation }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // One reader of GPX, KML and GeoJSON for browser and server (ADR 0088).
    ignores: ["shared/geo/read/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["saxes", "@tmcw/togeojson", "@xmldom/xmldom"].map((name) => ({
            name,
            message: "Geographic files are read by shared/geo/read, the one reader of GPX, KML and GeoJSON.",
          })),
        },
      ],
    },
  },
  {
    files: ["shared/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/app/**"], message: "shared/ runs in browser and server: it imports neither." },
            {
              group: ["react", "react-dom", "react-router", "hono", "hono/*", "node:*"],
              message: "shared/ has no framework and no I/O.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**"], message: "The server does not import the web app." }] },
      ],
    },
  },
  {
    files: ["app/**"],
    ignores: ["app/**/*.server.ts", "app/load-context.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**"],
              allowTypeImports: true,
              message: "Pages reach the server through loader context; only *.server.ts files import server code.",
            },
          ],
        },
      ],
    },
  },
  {
    // A component does one thing: no function in the web app's components over 150 lines.
    files: ["app/**/*.tsx"],
    rules: { "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["tests/e2e/**"],
    // Playwright fixtures call `use`, which is not React's hook.
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
);
