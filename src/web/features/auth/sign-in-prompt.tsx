import { AppLayout } from "@web/components/layout/app-layout";
import { BackHomeButton } from "@web/components/layout/back-home-button";
import { Button } from "@web/components/ui/button";
import { MessageActions, MessageCard } from "@web/components/ui/message-card";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SIGN_IN_URL, SITE_NAME } from "@web/lib/site";
import { LogIn } from "lucide-react";

const meta: PageMeta = {
  path: "/",
  title: `Sign in | ${SITE_NAME}`,
  description: `Sign in to ${SITE_NAME} to continue.`,
  noindex: true,
};

/** A product screen opened while signed out. */
export function SignInPrompt() {
  usePageMeta(meta);
  return (
    <AppLayout>
      <MessageCard
        icon={LogIn}
        title="Please sign in"
        actions={
          <MessageActions>
            <Button asChild size="lg">
              <a href={SIGN_IN_URL}>
                <LogIn aria-hidden="true" />
                Sign in with Google
              </a>
            </Button>
            <BackHomeButton size="lg" variant="outline" />
          </MessageActions>
        }
      >
        You need to sign in to open this page. Signing up is free, and your personality report costs
        nothing.
      </MessageCard>
    </AppLayout>
  );
}
