// An icon from the shared sprite (./icons.ts), for React components and islands. 20 px (size-5) by the
// base rule in global.css unless a class says otherwise, so the common size costs no attribute.
import { iconHref, type IconName } from "./icons.ts";

export type { IconName };

export default function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={iconHref(name)} />
    </svg>
  );
}
