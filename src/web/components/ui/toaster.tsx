import { attachToastRenderer } from "@web/lib/toast";
import { type CSSProperties, useEffect } from "react";
import { Toaster as Sonner, toast as sonnerToast } from "sonner";

/** Spec: at most one toast visible, shown for 5000 ms, at most 420 px wide. */
export default function Toaster() {
  // Runs after Sonner's own effects (children first), so Sonner is listening before the flush.
  useEffect(
    () =>
      attachToastRenderer(({ title, description, variant }) => {
        if (variant === "destructive") sonnerToast.error(title, { description });
        else sonnerToast(title, { description });
      }),
    [],
  );
  return (
    <Sonner
      theme="light"
      position="top-center"
      visibleToasts={1}
      duration={5000}
      style={{ "--width": "min(420px, calc(100vw - 32px))" } as CSSProperties}
      toastOptions={{
        classNames: {
          toast:
            "rounded-xl! border-border! font-sans! bg-card! text-card-foreground! text-base! shadow-lg!",
          title: "font-semibold!",
          description: "text-muted-foreground!",
          error:
            "border-destructive-border! bg-destructive-soft! text-destructive-soft-foreground!",
        },
      }}
    />
  );
}
