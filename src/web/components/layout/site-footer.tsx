import { getSupportEmail, SITE_NAME } from "@web/lib/site";
import { Link } from "react-router";
import { LogoMark } from "./logo";

const footerLinkClass =
  "inline-flex min-h-11 items-center rounded-md text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring";

const pageLinks = [
  { to: "/guest-survey", label: "Personality Test" },
  { to: "/faq", label: "FAQ" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/contact", label: "Contact Us" },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-border border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr]">
        <div className="max-w-md">
          <p className="flex items-center gap-2 font-bold text-foreground text-lg">
            <LogoMark className="size-7" />
            {SITE_NAME}
          </p>
          <p className="mt-3 text-muted-foreground">
            Science-based personality reports and consent-based compatibility analysis for marriage,
            family, friendship and work. Made for India.
          </p>
          <p className="mt-3 text-muted-foreground text-sm">
            We never sell your data. Payments are handled by our payment provider.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1">
            {pageLinks.map((link) => (
              <li key={link.to}>
                <Link className={footerLinkClass} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a className={footerLinkClass} href={`mailto:${getSupportEmail()}`}>
                Support
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-border border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-muted-foreground text-sm sm:px-6">
          © {SITE_NAME}. Personality reports describe tendencies; they are not a clinical assessment
          and do not predict whether a relationship will succeed.
        </p>
      </div>
    </footer>
  );
}
