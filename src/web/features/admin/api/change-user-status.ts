import { type AdminUser, AdminUserSchema } from "@shared/admin/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { toast } from "@web/lib/toast";
import { statusChangeFailure } from "../messages";
import { refreshAdminData } from "./keys";

export interface StatusChange {
  user: AdminUser;
  action: "approve" | "reject";
}

/** POST /api/admin/users/{id}/approve|reject, with the spec's toasts (part 1 §7, §8). */
export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, action }: StatusChange) => {
      const res = await apiRequest("POST", `/api/admin/users/${user.id}/${action}`);
      return AdminUserSchema.parse(await res.json());
    },
    onSuccess: async () => {
      toast({ title: "Success", description: "User status updated successfully" });
      await refreshAdminData(queryClient);
    },
    onError: (error) => {
      toast({ title: "Error", description: statusChangeFailure(error), variant: "destructive" });
    },
  });
}
