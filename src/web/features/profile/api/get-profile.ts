import { ProfileSchema } from "@shared/profile/schemas";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";
import { profileKey } from "./keys";

const readJson = getQueryFn<unknown>({ on401: "throw" });

/** GET /api/profile: the caller's profile, prefilled from the account when none is saved yet. */
export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async (context) => ProfileSchema.parse(await readJson(context)),
  });
}
