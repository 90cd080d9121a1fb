import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/auth";
import { SIGN_IN_URL } from "@web/lib/site";
import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { LogoLink } from "./logo";

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring";

/**
 * Top bar of the public pages. On the landing page the section links are in-page anchors;
 * elsewhere they lead to the landing page's sections.
 */
export function SiteHeader({ onLanding = false }: { onLanding?: boolean }) {
  const { isAuthenticated } = useAuth();
  const sectionHref = (id: string) => (onLanding ? `#${id}` : `/#${id}`);

  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <LogoLink />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <a className={navLinkClass} href={sectionHref("how-it-works")}>
            How it works
          </a>
          <a className={navLinkClass} href={sectionHref("about")}>
            About
          </a>
          <Link className={navLinkClass} to="/faq">
            FAQ
          </Link>
        </nav>
        {isAuthenticated ? (
          <Button asChild variant="outline">
            <Link to="/">My account</Link>
          </Button>
        ) : (
          <>
            <Button asChild className="hidden sm:inline-flex">
              <a href={SIGN_IN_URL}>
                <LogIn aria-hidden="true" />
                Sign in with Google
              </a>
            </Button>
            {/* Short variant for phones; its accessible name still says what it does. */}
            <Button asChild size="sm" className="px-4 sm:hidden">
              <a href={SIGN_IN_URL} aria-label="Sign in with Google">
                Sign in
              </a>
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
