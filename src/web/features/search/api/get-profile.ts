import { ProfileSchema } from "@shared/profile/schemas";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";

/** The same key as the profile wizard's, so a save there refreshes this screen too. */
export const profileKey = ["/api/profile"] as const;

const readJson = getQueryFn<unknown>({ on401: "throw" });

/** GET /api/profile: only `profileCompleted` matters here (search needs a completed profile). */
export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async (context) => ProfileSchema.parse(await readJson(context)),
  });
}
