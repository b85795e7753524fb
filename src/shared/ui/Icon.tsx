// An icon from the shared sprite (./icons.ts), for React components and islands.
import { iconHref, type IconName } from "./icons.ts";

export type { IconName };

export default function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={iconHref(name)} />
    </svg>
  );
}
