import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { createQueryClient } from "./lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={createQueryClient()} />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive prerendered: keep their HTML and attach to it.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
