import { isToasterRequested, subscribeToToastRequests } from "@web/lib/toast";
import { lazy, Suspense, useSyncExternalStore } from "react";

const Toaster = lazy(() => import("./toaster"));

/** Mounts the toaster (and loads its code) when the first toast is asked for. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToToastRequests, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
