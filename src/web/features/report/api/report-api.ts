import { PersonalityReportSchema } from "@shared/report/schemas";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { personalityReportKey } from "@web/features/survey/api/keys";
import { apiRequest, fetchJson, getQueryFn } from "@web/lib/api";
import { z } from "zod";

const readJson = getQueryFn<unknown>({ on401: "throw" });

const reportQuery = {
  queryKey: personalityReportKey,
  queryFn: async (context: Parameters<typeof readJson>[0]) =>
    PersonalityReportSchema.parse(await readJson(context)),
  retry: false,
} as const;

/** GET /api/personality-report; polls every 2 s while the report is being generated. */
export function usePersonalityReport() {
  return useQuery({
    ...reportQuery,
    refetchInterval: (query) => (query.state.data?.status === "generating" ? 2000 : false),
  });
}

/**
 * Starts the report request with the app instead of after the sign-in check. It only seeds the
 * cache when the answer is a report: anything else (signed out, no report yet, an error) is left
 * to the screen's own query, which shows the right state and message.
 */
export async function prefetchPersonalityReport(queryClient: QueryClient): Promise<void> {
  try {
    const body = await fetchJson<unknown>(personalityReportKey.join("/"), { on401: "returnNull" });
    const parsed = PersonalityReportSchema.safeParse(body);
    if (parsed.success && queryClient.getQueryData(personalityReportKey) === undefined) {
      queryClient.setQueryData(personalityReportKey, parsed.data);
    }
  } catch {
    // The screen will ask again and report the failure in its own words.
  }
}

const ShareTokenSchema = z.object({ shareToken: z.string().min(1) });

/** POST generate-share-token: a new token each time; the previous link stops working. */
export async function generateShareToken(): Promise<string> {
  const res = await apiRequest("POST", "/api/personality-report/generate-share-token", {});
  return ShareTokenSchema.parse(await res.json()).shareToken;
}

export async function revokeShareToken(): Promise<void> {
  await apiRequest("DELETE", "/api/personality-report/share-token");
}

export async function regenerateAi(): Promise<void> {
  await apiRequest("POST", "/api/personality-report/regenerate-ai", {});
}

/**
 * GET /api/personality-report/pdf, saved under the server's file name. Returns false when the
 * endpoint itself is missing (an older server), so the caller can say "Coming Soon"; other
 * failures throw "{status}: {text}" like apiRequest.
 */
export async function downloadPdf(): Promise<boolean> {
  const res = await fetch("/api/personality-report/pdf", { credentials: "include" });
  if (!res.ok) {
    const text = await res.text();
    if (res.status === 404 && /^Route /.test(readMessage(text))) return false;
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ??
    "personality-report.pdf";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

function readMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === "object" && body !== null && "message" in body) {
      return String((body as { message: unknown }).message);
    }
  } catch {
    // Not JSON.
  }
  return text;
}
