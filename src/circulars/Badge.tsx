import type { ReactNode } from "react";
import type { BadgeVariant } from "./circular-view.ts";

const styles: Record<BadgeVariant, string> = {
  default: "bg-leaf-700 text-white",
  secondary: "bg-honey-300 text-ink-900",
  destructive: "bg-red-700 text-white",
  outline: "border border-ink-600 text-ink-700",
};

export default function Badge({ variant, children }: { variant: BadgeVariant; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${styles[variant]}`}>
      {children}
    </span>
  );
}
