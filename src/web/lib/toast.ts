/**
 * The one toast helper (spec: variants default and destructive; at most one visible, 5000 ms,
 * at most 420 px wide: see components/ui/toaster.tsx).
 *
 * The toast library is loaded on the first toast, not with the page: until the toaster has
 * mounted, toasts wait in a queue.
 */
export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

type ToastRenderer = (options: ToastOptions) => void;

let renderer: ToastRenderer | null = null;
let requested = false;
const queue: ToastOptions[] = [];
const listeners = new Set<() => void>();

export function toast(options: ToastOptions): void {
  if (renderer) {
    renderer(options);
    return;
  }
  queue.push(options);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** For the toaster host: whether a toast has been asked for, and a way to hear about it. */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return requested;
}

/** Called by the mounted toaster; shows what was queued meanwhile. */
export function attachToastRenderer(next: ToastRenderer): () => void {
  renderer = next;
  for (const options of queue.splice(0)) next(options);
  return () => {
    if (renderer === next) renderer = null;
  };
}
