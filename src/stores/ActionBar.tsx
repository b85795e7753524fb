// Call, Directions and Website in reach of a thumb on a phone (issue 13): the last child of the
// profile, `sticky` to the bottom of the screen while the profile is in view. Sticky rather than
// fixed, so it keeps its own place at the end of the profile and never covers the footer. Each
// action is a link of at least 48 px; only those the store has are shown. Hidden from sm up, where
// the same links sit in 'Visit Information'.
import { directionsHref, safeWebsite, telHref } from "./store-view.ts";
import type { StoreJson } from "./store-json.ts";
import { StoreIcon, type StoreIconName } from "./icons.tsx";

interface Action {
  key: string;
  icon: StoreIconName;
  text: string;
  label: string;
  href: string;
  external?: boolean;
}

export default function ActionBar({ store }: { store: StoreJson }) {
  const website = safeWebsite(store.website);
  const phone = store.phone?.trim();
  const actions: Action[] = [
    phone && { key: "call", icon: "phone", text: "Call", label: `Call ${store.name}`, href: telHref(phone) },
    store.address?.trim() && {
      key: "directions",
      icon: "navigate",
      text: "Directions",
      label: `Directions to ${store.name} (opens maps)`,
      href: directionsHref(store),
      external: true,
    },
    website && {
      key: "website",
      icon: "globe",
      text: "Website",
      label: `Website of ${store.name} (opens in a new tab)`,
      href: website,
      external: true,
    },
  ].filter((a): a is Action => Boolean(a));
  if (actions.length === 0) return null;

  return (
    <nav aria-label="Store actions" data-action-bar="" className="action-bar">
      <ul>
        {actions.map((a) => (
          <li key={a.key}>
            <a
              href={a.href}
              aria-label={a.label}
              {...(a.external
                ? { target: "_blank", rel: a.key === "website" ? "noopener nofollow ugc" : "noopener" }
                : {})}
            >
              <StoreIcon name={a.icon} />
              {a.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
