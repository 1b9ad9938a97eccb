import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The web app build (DESIGN §1, §2): React + Tailwind 4, `@/` = `src/`, output in `dist/` which the
 * Hono server serves. In `vite dev` the API is proxied to the server on port 3000.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // Building a zod schema has no side effects: a module's unused schemas (src/domain builds its schemas at
      // the top level) are dropped, and zod with them, from pages that only need the module's constants.
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        // Each page is its own chunk (decision 0017); libraries go where their importers are, shared ones in
        // chunks of their own. No catch-all vendor chunk: it would put every page's libraries on the landing page.
        codeSplitting: {
          groups: [
            // What every page needs, and changes less often than app code: stays cached across deploys.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // recharts and what only it uses: loaded with the staff dashboard's charts, not on every page.
            {
              name: "charts",
              test: /node_modules[\\/](recharts|d3-[\w-]+|victory-vendor|internmap|decimal\.js-light|@reduxjs|react-redux|redux|reselect|immer)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
});
