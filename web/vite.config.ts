import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { linguiPlugins } from "./scripts/lingui-macro-plugin";

// Where the dev server sends /api, /uploads and /ws (the Fastify server).
const api = process.env.API_URL ?? "http://localhost:5000";
const LINGUI_CONFIG = fileURLToPath(new URL("./lingui.config.ts", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // Lingui (decision 022): its macros (`<Trans>`, `t`, `msg`) become catalogue lookups, and a
  // catalogue (.po) imported by the app is compiled as it is bundled.
  plugins: [...linguiPlugins(LINGUI_CONFIG), react(), tailwindcss()],
  // Several dev servers side by side each need their own dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: api, changeOrigin: false },
      "/uploads": { target: api, changeOrigin: false },
      "/ws": { target: api, ws: true, changeOrigin: false },
    },
  },
  // The server's renderer (src/app/entry-server.tsx, decision 015), with the packages it uses
  // bundled in: the server imports one file instead of about a hundred from node_modules (React,
  // the router, the query client), so pages are drawn sooner after a start.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: false,
        // Every browser of the build target supports <link rel="modulepreload">.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Lazy screens and deferred parts split as usual, except for these two groups.
            codeSplitting: {
              groups: [
                // Everything the entry imports statically is needed for every first paint: one chunk
                // for it (one request, and it compresses better than the dozen small chunks the
                // automatic splitting makes of it).
                { name: "app", tags: ["$initial"] },
                // The venue cards with their favourite and compare toggles (home, search, map,
                // favourites) and everything they use: one chunk instead of some twenty tiny ones
                // (icons, helpers) that the home page would otherwise fetch right after its first paint.
                { name: "venue-cards", test: /app[\\/]routes[\\/]home-venues/ },
                // The icons the lazy screens share: one chunk instead of about fifty of 200 bytes each.
                // Each tiny chunk cost a request, a <link rel="modulepreload"> the app adds when it
                // loads a screen (about 2 ms of main thread each on a slow phone: the venue page
                // added 43) and an entry in the first paint's list of chunks. The few icons of the
                // first paint stay in "app" (the group above wins).
                { name: "icons", test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
              ],
            },
          },
        },
      },
}));
