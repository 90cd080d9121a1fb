import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const queryClient = createQueryClient();

// The report screen's code and data start loading with the app instead of waiting for the
// sign-in check (on a slow phone that wait is a whole round trip): the same module specifiers
// as the lazy route, so nothing is fetched twice.
if (window.location.pathname === "/personality-report") {
  void import("@web/features/report/report-screen");
  void import("@web/features/report/api/report-api").then((m) =>
    m.prefetchPersonalityReport(queryClient),
  );
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive prerendered: keep their HTML and attach to it.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
