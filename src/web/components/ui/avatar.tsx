import { cn } from "@web/lib/utils";
import { Avatar as AvatarPrimitive } from "radix-ui";

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.join("") || "?";
}

/** A person's picture, or their initials while it loads or when there is none. Decorative. */
export function Avatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      aria-hidden="true"
      className={cn(
        "relative inline-flex size-12 shrink-0 overflow-hidden rounded-full bg-secondary",
        className,
      )}
    >
      {imageUrl ? (
        <AvatarPrimitive.Image
          src={imageUrl}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback className="flex size-full items-center justify-center font-semibold text-secondary-foreground">
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
