import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn, isUnauthorizedError } from "./api";
import { RELOGIN_URL } from "./site";
import { toast } from "./toast";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** The mutation tells about a lost session in its own words (spec §8, cancel request). */
      ownsUnauthorized?: boolean;
    };
  }
}

const RELOGIN_DELAY_MS = 500;
let reloginScheduled = false;

/** Spec §8, authorization loss: tell the person, then sign in again after 500 ms. */
function handleAuthorizationLoss(error: unknown): void {
  if (!isUnauthorizedError(error) || reloginScheduled) return;
  reloginScheduled = true;
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  });
  window.setTimeout(() => {
    window.location.href = RELOGIN_URL;
  }, RELOGIN_DELAY_MS);
}

/** Data is never retried, never refetched on focus or interval, and never goes stale by itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleAuthorizationLoss }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.ownsUnauthorized) handleAuthorizationLoss(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
