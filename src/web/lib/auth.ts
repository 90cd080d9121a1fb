import type { CurrentUser } from "@shared/auth/user";
import { isPublicPagePath } from "@shared/pages/routes";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "./api";
import { clearSessionHint, hasSessionHint } from "./session-hint";

export const currentUserQueryKey = ["/api/auth/user"] as const;

const readCurrentUser = getQueryFn<unknown>({ on401: "returnNull" });

export interface AuthState {
  user: CurrentUser | null;
  /** True until the first answer; the landing page shows at `/` meanwhile. */
  isLoading: boolean;
  isAuthenticated: boolean;
  error: Error | null;
  retry: () => void;
}

/** Signed out is not an error: a 401 reads as `null` and never triggers the re-login rule. */
export function useAuth(): AuthState {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: async (context): Promise<CurrentUser | null> => {
      // On public pages, no hint means signed out for all practical purposes, and asking would
      // only log a 401 in the console. Product pages always ask: the session cookie decides.
      if (!hasSessionHint() && isPublicPagePath(window.location.pathname)) return null;
      const body = await readCurrentUser(context);
      if (body === null) {
        clearSessionHint();
        return null;
      }
      // The schema library loads only for signed-in people, keeping it off the landing page.
      const { parseCurrentUser } = await import("./current-user");
      return parseCurrentUser(body);
    },
    retry: false,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    error: query.error,
    retry: () => {
      void query.refetch();
    },
  };
}
