import { AppLayout } from "@web/components/layout/app-layout";
import { BackHomeButton } from "@web/components/layout/back-home-button";
import { MessageCard } from "@web/components/ui/message-card";
import { usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";
import { Construction } from "lucide-react";
import { useLocation } from "react-router";

/** Stands in for a screen that a later release builds; it says so and leads home. */
export function ComingLaterScreen({ title }: { title: string }) {
  const { pathname } = useLocation();
  usePageMeta({
    path: pathname,
    title: `${title} | ${SITE_NAME}`,
    description: `${title} is coming in a later release.`,
    noindex: true,
  });
  return (
    <AppLayout>
      <MessageCard icon={Construction} title={title} actions={<BackHomeButton />}>
        This screen is coming in a later release. Thank you for your patience.
      </MessageCard>
    </AppLayout>
  );
}
