import type { QueryClient } from "@tanstack/react-query";
import { AppRoutes } from "./app-routes";
import { Providers } from "./providers";

/** The whole app below the router; the browser and prerender each supply their own router. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <AppRoutes />
    </Providers>
  );
}
