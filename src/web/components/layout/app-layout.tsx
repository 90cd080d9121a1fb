import type { ReactNode } from "react";
import { LogoLink } from "./logo";
import { SkipLink } from "./skip-link";

/** Frame of the signed-in screens: product name, the screen's own actions, one <main>. */
export function AppLayout({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-border border-b bg-card">
        <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2 sm:px-6">
          <LogoLink />
          {actions ? (
            <div className="flex w-full items-center gap-2 sm:w-auto">{actions}</div>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
