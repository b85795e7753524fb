// schema.org objects for store and city pages. Structured data lists at most 10 stores (spec 9),
// and a store's address country is always US.
import type { CityJson } from "../towns/city-json.ts";
import type { StoreJson } from "../stores/store-json.ts";
import { absoluteUrl } from "./head.ts";
import { stateName } from "../towns/us-states.ts";
import { STRUCTURED_DATA_LIMIT } from "./site-structured-data.ts";
import { reviewSummary, verifiedVenue } from "../stores/signals.ts";
import { cityHref, safeWebsite, storeDescription, storeHref, storeImage } from "../stores/store-view.ts";
import { parseOpeningHours } from "../stores/opening-hours.ts";
import { openingHoursSpecification } from "./opening-hours-data.ts";
import { socialLinks } from "../stores/venue-metadata.ts";

type Site = URL | string;
type CityRef = Pick<CityJson, "name" | "state" | "slug">;

export function storeItemList(stores: readonly StoreJson[], site: Site, name: string) {
  const items = stores.slice(0, STRUCTURED_DATA_LIMIT);
  return {
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((store, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: store.name,
      url: absoluteUrl(storeHref(store), site),
    })),
  };
}

export function cityCollectionPage(city: CityRef, stores: readonly StoreJson[], site: Site, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    name: `Grocery stores in ${city.name}, ${city.state}`,
    description,
    url: absoluteUrl(cityHref(city.slug), site),
    about: {
      "@type": "City",
      name: city.name,
      containedInPlace: { "@type": "State", name: stateName(city.state) ?? city.state },
    },
    mainEntity: storeItemList(stores, site, `Independent grocery stores in ${city.name}, ${city.state}`),
  };
}

export function breadcrumbList(items: readonly { name: string; path: string }[], site: Site) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, site),
    })),
  };
}

export function groceryStoreData(store: StoreJson, site: Site) {
  // Search engines get the same honest signals as shoppers: no ratings from sample data, and venue
  // links only from verified venue data.
  const reviews = reviewSummary(store);
  const venue = verifiedVenue(store);
  const website = safeWebsite(store.website);
  const week = parseOpeningHours(store.hours);
  const sameAs = [
    website,
    venue.social.facebook && socialLinks.facebook(venue.social.facebook),
    venue.social.instagram && socialLinks.instagram(venue.social.instagram),
    venue.social.twitter && socialLinks.twitter(venue.social.twitter),
  ].filter((link): link is string => Boolean(link));
  // Only what the store's data holds (issue #45, ADR 060): an amenity nobody stated is left out,
  // and there is no price range, since no data holds one (this overrides the spec's "$").
  const stated: [string, boolean | null][] = [
    ["WiFi", store.hasWifi],
    ["Parking", store.hasParking],
    ["Pet Friendly", store.petFriendly],
  ];
  const amenities = stated.flatMap(([name, value]) =>
    typeof value === "boolean" ? [{ "@type": "LocationFeatureSpecification", name, value }] : [],
  );
  return {
    "@context": "https://schema.org",
    "@type": "GroceryStore",
    "@id": absoluteUrl(`${storeHref(store)}#store`, site),
    name: store.name,
    description: storeDescription(store) || undefined,
    url: absoluteUrl(storeHref(store), site),
    image: absoluteUrl(storeImage(store), site),
    telephone: store.phone || undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: store.address,
      addressLocality: store.cityName,
      addressRegion: store.state,
      postalCode: store.zipCode,
      addressCountry: "US",
    },
    geo:
      store.latitude != null && store.longitude != null
        ? { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude }
        : undefined,
    aggregateRating:
      reviews.rating !== null && reviews.count > 0 && !store.isSample
        ? {
            "@type": "AggregateRating",
            ratingValue: reviews.rating,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    openingHoursSpecification: week ? openingHoursSpecification(week) : undefined,
    amenityFeature: amenities.length > 0 ? amenities : undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}
