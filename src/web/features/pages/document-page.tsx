import { BackHomeButton } from "@web/components/layout/back-home-button";
import { PublicLayout } from "@web/components/layout/public-layout";
import { Button } from "@web/components/ui/button";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";

export interface DocumentSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Goes back in history when there is an in-app page to return to, otherwise home. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="ghost"
      className="-ml-3"
      onClick={() => (location.key === "default" ? navigate("/") : navigate(-1))}
    >
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}

/** A long-form page (policy, terms): title, date, contents, numbered sections, way home. */
export function DocumentPage({
  title,
  effective,
  intro,
  sections,
}: {
  title: string;
  effective?: string;
  intro?: ReactNode;
  sections: DocumentSection[];
}) {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <BackButton />
        <h1 className="mt-4 font-bold text-4xl text-foreground tracking-tight">{title}</h1>
        {effective ? <p className="mt-3 font-medium text-muted-foreground">{effective}</p> : null}
        {intro ? <div className="mt-4 text-lg text-muted-foreground">{intro}</div> : null}
        <nav
          aria-label="Contents"
          className="mt-8 rounded-2xl border border-border bg-card p-5 sm:p-6"
        >
          <h2 className="font-semibold text-foreground">Contents</h2>
          <ol className="mt-3 grid gap-x-6 sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2
                id={`${section.id}-title`}
                className="font-bold text-2xl text-foreground tracking-tight"
              >
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-foreground/90 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-2">
                {section.body}
              </div>
            </section>
          ))}
        </div>
        <div className="mt-12 border-border border-t pt-8">
          <BackHomeButton variant="outline" />
        </div>
      </div>
    </PublicLayout>
  );
}
