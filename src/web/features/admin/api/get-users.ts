import { AdminUserPageSchema } from "@shared/admin/schemas";
import type { UserStatus } from "@shared/auth/user";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@web/lib/api";
import { adminUrl } from "./keys";

const readJson = getQueryFn<unknown>({ on401: "throw" });

export interface UserListParams {
  q: string;
  page: number;
}

/** GET /api/admin/users/pending (`pending`) or /api/admin/users, optionally of one status. */
export function useUserList(list: "pending" | "all", params: UserListParams, status?: UserStatus) {
  const url =
    list === "pending"
      ? adminUrl("users/pending", { q: params.q, page: params.page })
      : adminUrl("users", { q: params.q, page: params.page, status });
  return useQuery({
    queryKey: [url],
    queryFn: async (context) => AdminUserPageSchema.parse(await readJson(context)),
    // While the next page or search result loads, the current one stays on screen.
    placeholderData: keepPreviousData,
  });
}
