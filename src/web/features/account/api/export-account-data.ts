import { useMutation } from "@tanstack/react-query";
import { apiRequest, serverMessage } from "@web/lib/api";
import { toast } from "@web/lib/toast";
import { attachmentFilename, saveBlob } from "../download";

/** Decision 31: GET /api/account/export, saved as the JSON file the server names. */
export function useExportAccountData() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("GET", "/api/account/export");
      const filename =
        attachmentFilename(res.headers.get("Content-Disposition")) ??
        `psychematch-data-${new Date().toISOString().slice(0, 10)}.json`;
      saveBlob(await res.blob(), filename);
    },
    onError: (error) => {
      toast({
        title: "Export Failed",
        description: serverMessage(error) ?? "Failed to export your data. Please try again.",
        variant: "destructive",
      });
    },
  });
}
