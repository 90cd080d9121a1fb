import { cn } from "@web/lib/utils";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

export const iconBadgeVariants = cva("inline-flex shrink-0 items-center justify-center", {
  variants: {
    tone: {
      default: "bg-secondary text-secondary-foreground",
      warning: "bg-warning-soft text-warning-foreground",
      danger: "bg-destructive-soft text-destructive-soft-foreground",
    },
    shape: {
      circle: "rounded-full",
      square: "rounded-xl",
    },
    size: {
      default: "size-12 [&_svg]:size-6",
      lg: "size-14 [&_svg]:size-7",
      xl: "size-16 [&_svg]:size-8",
    },
  },
  defaultVariants: { tone: "default", shape: "circle", size: "default" },
});

export interface IconBadgeProps
  extends ComponentProps<"span">,
    VariantProps<typeof iconBadgeVariants> {}

/** A decorative icon on a tinted background; give the icon `aria-hidden="true"`. */
export function IconBadge({ className, tone, shape, size, ...props }: IconBadgeProps) {
  return <span className={cn(iconBadgeVariants({ tone, shape, size }), className)} {...props} />;
}
