// 'Visit Information': address, phone (tel: link), website, hours and amenities, and when and by
// whom those details were last confirmed.
import { storeTimeZone } from "../towns/time-zone.ts";
import { AMENITY_LABELS } from "./amenities.ts";
import type { ReactNode } from "react";
import { confirmationNote, usdaCheckNote } from "./confirmation.ts";
import { hoursLines } from "./hours.ts";
import { parseOpeningHours } from "./opening-hours.ts";
import { directionsHref, displayWebsite, safeWebsite, telHref } from "./store-view.ts";
import type { StoreJson } from "./store-json.ts";
import { StoreIcon, type StoreIconName } from "./icons.tsx";
import WeeklyHours from "./WeeklyHours.tsx";

// The rows' look is the `visit-rows` rule in global.css: one class on the list instead of a dozen
// utilities on every row, on every one of the directory's store pages.
function Row({ icon, label, children }: { icon: StoreIconName; label: string; children: ReactNode }) {
  // dt and dd must be direct children of the group div, so the icon sits inside the dt.
  return (
    <div>
      <dt>
        <StoreIcon name={icon} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export default function VisitInfo({ store }: { store: StoreJson }) {
  const website = safeWebsite(store.website);
  // The week as a table when the text parses; otherwise the text as written, a range per line.
  const week = parseOpeningHours(store.hours);
  const hours = week ? [] : hoursLines(store.hours);
  const confirmed = confirmationNote(
    store.confirmedAt,
    store.confirmedBy,
    store.sourceDataDate,
    storeTimeZone(store.state, store.latitude, store.longitude),
  );
  const usdaCheck = usdaCheckNote(store);
  // The words the owner ticked (amenities.ts): "Wi-Fi", not a "Free WiFi" nobody said was free.
  const amenities = (["hasWifi", "hasParking", "petFriendly"] as const)
    .filter((field) => store[field] === true)
    .map((field) => AMENITY_LABELS[field]);
  return (
    <section aria-labelledby="visit-heading" className="card">
      <h2 id="visit-heading" className="card-title">
        Visit Information
      </h2>
      <dl className="visit-rows">
        <Row icon="pin" label="Address">
          <address className="not-italic">
            {store.address}
            <br />
            {`${store.cityName}, ${store.state} ${store.zipCode}`}
          </address>
          {store.address?.trim() && (
            <a href={directionsHref(store)} rel="noopener" target="_blank">
              Directions
              <span className="sr-only">{` to ${store.name} (opens maps)`}</span>
            </a>
          )}
        </Row>
        {store.phone?.trim() && (
          <Row icon="phone" label="Phone">
            <a href={telHref(store.phone)}>{store.phone.trim()}</a>
          </Row>
        )}
        {website && (
          <Row icon="globe" label="Website">
            <a href={website} rel="noopener nofollow ugc" target="_blank">
              {displayWebsite(website)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Row>
        )}
        {week && (
          <Row icon="clock" label="Hours">
            <WeeklyHours week={week} />
          </Row>
        )}
        {hours.length > 0 && (
          <Row icon="clock" label="Hours">
            {hours.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Row>
        )}
        {amenities.length > 0 && (
          <Row icon="check" label="Amenities">
            {amenities.join(" · ")}
          </Row>
        )}
      </dl>
      {/* The `visit-rows` rule in global.css styles this note under the rows too. */}
      {confirmed && <p>{confirmed}</p>}
      {usdaCheck && <p>{usdaCheck}</p>}
    </section>
  );
}
