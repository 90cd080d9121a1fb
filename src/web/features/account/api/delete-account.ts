import type { DeleteAccount } from "@shared/account/schemas";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, serverMessage } from "@web/lib/api";
import { toast } from "@web/lib/toast";

const REDIRECT_DELAY_MS = 2000;

/** DELETE /api/auth/account; on success, a full navigation to / after 2 s (spec §4, §9). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccount) => {
      await apiRequest("DELETE", "/api/auth/account", body);
    },
    onSuccess: () => {
      toast({
        title: "Account Deleted",
        description: "Your account has been permanently deleted. Redirecting to homepage...",
      });
      window.setTimeout(() => {
        window.location.href = "/";
      }, REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      toast({
        title: "Deletion Failed",
        description: serverMessage(error) ?? "Failed to delete account. Please try again.",
        variant: "destructive",
      });
    },
  });
}
