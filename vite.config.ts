import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Built files are served pre-compressed (server/http/assets.ts); the server never compresses them per
    // request. Only the browser's files: the server bundle is read from disk, never sent.
    !isSsrBuild &&
      compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, include: /\.(js|mjs|css|svg|txt|webmanifest)$/ }),
  ],
}));
