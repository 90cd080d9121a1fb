import { type ProfileForm, ProfileSchema } from "@shared/profile/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isUnauthorizedError, serverMessage } from "@web/lib/api";
import { currentUserQueryKey } from "@web/lib/auth";
import { toast } from "@web/lib/toast";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { profileKey } from "./keys";

/** Spec part 1 §9: the wizard goes home 1.5 s after a successful save. */
const REDIRECT_DELAY_MS = 1500;

/**
 * POST /api/profile. On success the profile and the current user (whose name the save may
 * change) are refreshed, a toast confirms, and the person goes home after 1.5 s.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useMutation({
    mutationFn: async (body: ProfileForm) => {
      const res = await apiRequest("POST", "/api/profile", body);
      return ProfileSchema.parse(await res.json());
    },
    onSuccess: async (saved) => {
      toast({
        title: "Profile Updated",
        description: "Your profile has been saved. Taking you to your dashboard...",
      });
      queryClient.setQueryData(profileKey, saved);
      timer.current = window.setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
    onError: (error) => {
      // An expired session has its own message and leads to sign-in (lib/query-client).
      if (isUnauthorizedError(error)) return;
      toast({
        title: "Error",
        description: serverMessage(error) ?? "Failed to update profile",
        variant: "destructive",
      });
    },
  });
}
