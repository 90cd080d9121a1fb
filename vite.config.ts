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
