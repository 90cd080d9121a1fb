import { type AdminUser, AdminUserSchema, type RoleChange } from "@shared/admin/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { toast } from "@web/lib/toast";
import { roleChangeFailure } from "../messages";
import { refreshAdminData } from "./keys";

export interface RoleChangeRequest extends RoleChange {
  user: AdminUser;
}

/** POST /api/admin/users/{id}/role (super admin only), with the spec's toasts. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, role }: RoleChangeRequest) => {
      const body: RoleChange = { role };
      const res = await apiRequest("POST", `/api/admin/users/${user.id}/role`, body);
      return AdminUserSchema.parse(await res.json());
    },
    onSuccess: async () => {
      toast({ title: "Success", description: "User role updated successfully" });
      await refreshAdminData(queryClient);
    },
    onError: (error) => {
      toast({ title: "Error", description: roleChangeFailure(error), variant: "destructive" });
    },
  });
}
