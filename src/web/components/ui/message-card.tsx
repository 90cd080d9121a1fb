import { Card, CardContent } from "@web/components/ui/card";
import { IconBadge, type IconBadgeProps } from "@web/components/ui/icon-badge";
import { cn } from "@web/lib/utils";
import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

export interface MessageCardProps extends Omit<ComponentProps<"div">, "title"> {
  /** Decorative: it is hidden from screen readers. */
  icon: LucideIcon;
  iconTone?: IconBadgeProps["tone"];
  title: ReactNode;
  /** One button as it is, or several in `MessageActions`. */
  actions?: ReactNode;
  /** The heading is the page's h1 unless the card sits below another heading. */
  headingLevel?: 1 | 2 | 3;
}

/**
 * A screen that says one thing (sign in first, not found, coming later): a centred card with an
 * icon, a heading, a short text (the children) and the ways on.
 */
export function MessageCard({
  icon: Icon,
  iconTone,
  title,
  actions,
  headingLevel = 1,
  className,
  children,
  ...props
}: MessageCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn("mx-auto max-w-lg px-4 py-12 sm:px-6 sm:py-16", className)} {...props}>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <IconBadge tone={iconTone} size="lg">
            <Icon aria-hidden="true" />
          </IconBadge>
          <Heading className="font-bold text-3xl text-foreground tracking-tight">{title}</Heading>
          {children ? <p className="text-muted-foreground">{children}</p> : null}
          {actions}
        </CardContent>
      </Card>
    </div>
  );
}

/** Two or more actions of a `MessageCard`: stacked full-width on phones, in a row from `sm`. */
export function MessageActions({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row", className)}
      {...props}
    />
  );
}
