import { AppLayout } from "@web/components/layout/app-layout";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { RefreshCw, TriangleAlert } from "lucide-react";

/** The "who am I" call failed for a reason other than being signed out (server or network). */
export function AuthErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <AppLayout>
      <div className="mx-auto max-w-lg px-4 py-12 sm:px-6 sm:py-16">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <TriangleAlert aria-hidden="true" className="size-10 text-primary" />
            <h1 className="font-bold text-2xl text-foreground">We could not check your sign-in</h1>
            <p className="text-muted-foreground">
              The connection to our server failed. Check your internet connection and try again.
            </p>
            <Button onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </CardContent>
        </Card>
      </div>
    </AppLayout>
  );
}
