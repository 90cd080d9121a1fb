import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ToasterHost } from "@web/components/ui/toaster-host";
import type { ReactNode } from "react";

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
