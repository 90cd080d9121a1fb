import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { BackHomeButton } from "./back-home-button";

/** The top of a product screen: "Back to Home", the page's one h1, a lead and any links. */
export function ScreenHeader({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <BackHomeButton
        variant="ghost"
        size="sm"
        icon={ArrowLeft}
        className="-mb-2 -ml-3 self-start"
      />
      <div className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="text-lg text-muted-foreground">{lead}</p> : null}
        {children}
      </div>
    </>
  );
}
