import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * After an in-app navigation to another screen: start at the top (declarative routers do not
 * restore scroll) and move focus to the new screen's <main>, so that screen readers announce
 * it. Back and forward keep the browser's behaviour; links to an anchor scroll to it.
 */
export function NavigationEffects() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const isFirstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new pathname, by design
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (navigationType === "POP" || hash) return;
    // "instant": the page-wide smooth scrolling is for in-page anchors, not for a new screen.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
