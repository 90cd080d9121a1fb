import { Button, type ButtonProps } from "@web/components/ui/button";
import { Home, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** The "Back to Home" link, drawn as a button. */
export function BackHomeButton({
  icon: Icon = Home,
  ...props
}: Pick<ButtonProps, "variant" | "size" | "className"> & { icon?: LucideIcon }) {
  return (
    <Button asChild {...props}>
      <Link to="/">
        <Icon aria-hidden="true" />
        Back to Home
      </Link>
    </Button>
  );
}
