import { BackHomeButton } from "@web/components/layout/back-home-button";
import { PublicLayout } from "@web/components/layout/public-layout";
import { type PageMeta, usePageMeta } from "@web/lib/page-meta";
import { SITE_NAME } from "@web/lib/site";

export const meta: PageMeta = {
  path: "/404",
  title: `Page not found | ${SITE_NAME}`,
  description: "The page you were looking for does not exist.",
  noindex: true,
};

export default function NotFoundPage() {
  usePageMeta(meta);
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-2xl flex-col items-start px-4 py-16 sm:px-6 sm:py-24">
        <p className="font-semibold text-primary">Error 404</p>
        <h1 className="mt-2 font-bold text-4xl text-foreground tracking-tight">
          404 Page Not Found
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
        <p className="mt-2 text-muted-foreground">
          The address may be mistyped, or the page may have moved.
        </p>
        <BackHomeButton className="mt-8" />
      </div>
    </PublicLayout>
  );
}
