import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { getSurveyFacts, guestQuestionCount } from "./src/shared/survey/facts";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// One config for the browser bundle, the prerender bundle and the tests (vitest reads it too).
export default defineConfig({
  root: r("./src/web"),
  publicDir: r("./src/web/public"),
  resolve: {
    alias: {
      "@shared": r("./src/shared"),
      "@server": r("./src/server"),
      "@web": r("./src/web"),
    },
  },
  plugins: [react(), tailwindcss()],
  // Computed from the question bank at build time (decision 18), so that public pages carry
  // two numbers instead of the whole bank and its schemas.
  define: {
    __SURVEY_FACTS__: JSON.stringify({ ...getSurveyFacts(), guestQuestionCount }),
  },
  build: {
    outDir: r("./dist/client"),
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A phone on a slow network pays a round trip per wave of requests: a few shared
        // chunks instead of thirty tiny ones (each icon and component was its own file).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            {
              name: "ui-kit",
              test: /node_modules[\\/](radix-ui|@radix-ui|lucide-react|class-variance-authority|clsx|tailwind-merge)[\\/]/,
            },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/oidc": "http://localhost:3000" },
  },
  test: {
    root: r("."),
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    globalSetup: [r("./src/server/test/global-setup.ts")],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
