/** Query keys are the URLs themselves (see lib/api getQueryFn). */
export const profileKey = ["/api/profile"] as const;
