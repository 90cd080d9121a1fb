import { Button } from "@web/components/ui/button";
import { serverMessage } from "@web/lib/api";
import { toast } from "@web/lib/toast";
import { Link2Off, Share2 } from "lucide-react";
import { useState } from "react";
import { generateShareToken, revokeShareToken } from "./api/report-api";

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard refused: the toast still shows the link.
  }
}

/** Spec section 4: native share when offered, else copy; failures per section 8. */
export async function shareReport(): Promise<void> {
  toast({
    title: "Generating Share Link...",
    description: "Creating your public personality report link.",
  });
  let link: string;
  try {
    const token = await generateShareToken();
    link = `${window.location.origin}/shared-report/${token}`;
  } catch (error) {
    toast({
      title: "Sharing Failed",
      description: serverMessage(error) ?? "Failed to generate share token",
      variant: "destructive",
    });
    return;
  }
  try {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: "My Personality Report", url: link });
        toast({
          title: "Shared Successfully!",
          description: "Your personality report link was shared.",
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") {
          await copy(link);
          toast({ title: "Share Link Ready", description: `Link copied to clipboard: ${link}` });
        } else throw error;
      }
      return;
    }
    await copy(link);
    toast({
      title: "Share Link Copied!",
      description: `Anyone with this link can view your report: ${link}`,
    });
  } catch {
    toast({
      title: "Sharing Failed",
      description: "Unable to generate share link. Please try again later.",
      variant: "destructive",
    });
  }
}

export function ShareButton() {
  return (
    <Button variant="outline" size="sm" onClick={() => void shareReport()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}

/** Decision 23: revoking makes any earlier link stop working. */
export function StopSharing() {
  const [busy, setBusy] = useState(false);
  const stop = async () => {
    setBusy(true);
    try {
      await revokeShareToken();
      toast({ title: "Sharing Stopped", description: "Your old share link no longer works." });
    } catch (error) {
      toast({
        title: "Could Not Stop Sharing",
        description: serverMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between">
      <p>
        A shared link shows your scores, attachment style, AI analysis and cultural card; not your
        e-mail, birth date or answers. Sharing again makes a new link and the old one stops working.
      </p>
      <Button variant="ghost" size="sm" onClick={() => void stop()} disabled={busy}>
        <Link2Off aria-hidden="true" />
        Stop sharing
      </Button>
    </div>
  );
}
