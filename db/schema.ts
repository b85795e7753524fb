// The whole data model. JSON field names of the public API live in the mappers
// (the serialize*.server.ts files of each domain); column names here are free to be clear.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    // fallback | stock | wikipedia | tourism | anything else means custom
    imageSource: text("image_source").notNull().default("fallback"),
    // Attribution of a discovered image (ADR 021): its licence, author and description page.
    imageLicense: text("image_license"),
    imageAuthor: text("image_author"),
    imageAttributionUrl: text("image_attribution_url"),
    // The last automatic image search for this city, so one without a usable image is not asked again.
    imageCheckedAt: timestamp("image_checked_at", { withTimezone: true }),
    fallbackColor: text("fallback_color"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    population: integer("population"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cities_slug_key").on(t.slug),
    uniqueIndex("cities_name_state_key").on(sql`lower(${t.name})`, t.state),
    index("cities_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    check("cities_state_code", sql`${t.state} ~ '^[A-Z]{2}$'`),
  ],
);

export const storeOwners = pgTable(
  "store_owners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("store_owners_email_key").on(t.email)],
);

export const groceryStores = pgTable(
  "grocery_stores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    ownerDescription: text("owner_description"),
    aiGeneratedDescription: text("ai_generated_description"),
    imageUrl: text("image_url"),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    address: text("address").notNull(),
    zipCode: text("zip_code").notNull(),
    phone: text("phone"),
    website: text("website"),
    hours: text("hours"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    googleRating: numeric("google_rating", { precision: 2, scale: 1, mode: "number" }),
    googleReviewCount: integer("google_review_count"),
    googlePlaceId: text("google_place_id"),
    upvoteCount: integer("upvote_count").notNull().default(0),
    // No "is boosted" column: a store is boosted while it has an active boost (src/boosts/active-boost-queries.server.ts).
    isActive: boolean("is_active").notNull().default(true),
    ownerId: uuid("owner_id").references(() => storeOwners.id, { onDelete: "set null" }),
    foursquareId: text("foursquare_id"),
    foursquareMetadata: text("foursquare_metadata"),
    // Amenities and offerings: true or false once someone stated them (an owner, an admin, the
    // lister, the sample seed), null while unknown (ADR 060). Nothing shows or matches an unknown.
    hasWifi: boolean("has_wifi"),
    hasParking: boolean("has_parking"),
    petFriendly: boolean("pet_friendly"),
    hasLocalProduce: boolean("has_local_produce"),
    hasPreparedFoods: boolean("has_prepared_foods"),
    hasOrganicOfferings: boolean("has_organic_offerings"),
    acceptsSnap: boolean("accepts_snap").notNull().default(false),
    // Generated sample data, shown with a "Sample listing" note so nobody takes it for a real business.
    isSample: boolean("is_sample").notNull().default(false),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    // How close latitude/longitude are to the store (ADR 022): 'address' (the data source placed the
    // store itself), 'zip' (the ZIP code's centroid) or 'town' (the town's centre); null without coordinates.
    coordinatesPrecision: text("coordinates_precision"),
    // Where an imported store came from ('usda-snap', 'osm'); null for stores listed on the site.
    dataSource: text("data_source"),
    // The licensed banner of an independently owned store (IGA, Piggly Wiggly, ...): ADR 017.
    banner: text("banner"),
    // SNAP/EBT as USDA lists it: the authorisation date when the file gives one, the date the data
    // of the last USDA file that listed the store is as of (the import's day when the file has no
    // date), and its USDA record (re-imports find the store by it).
    snapAuthorizedOn: date("snap_authorized_on", { mode: "string" }),
    snapConfirmedOn: date("snap_confirmed_on", { mode: "string" }),
    snapRecordId: text("snap_record_id"),
    // The date the source's data is as of (USDA's file date, ADR 036): an imported store's page
    // says "From USDA SNAP retailer data as of {date}", not that anyone confirmed it then.
    sourceDataDate: date("source_data_date", { mode: "string" }),
    // The store's name exactly as the source gave it ('Mehrab Inc'), kept when an admin gives the
    // store its public name; null for stores listed on the site.
    sourceName: text("source_name"),
    // The OpenStreetMap element the expansion found the store as ('node/123', 'way/45'): a later
    // run finds the store again by it, whatever the duplicate rule says (ADR 020).
    osmId: text("osm_id"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(address, '') || ' ' || coalesce(zip_code, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // When the listing's details were last confirmed, and by whom: "lister" (the listing form),
    // "owner" (an approved claim), "admin" (an admin edit) or "import:<source>". Shown on the page.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: text("confirmed_by").notNull().default("lister"),
    // Soft delete: an admin can restore a store for 30 days.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // Closed for good (ADR 045): out of every list at once; its page says 'Permanently closed'
    // (noindex) for CLOSED_PAGE_DAYS, then answers 410. The row stays, so an import finds it again.
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // New listings wait for an admin (ADR 024): pending | approved | rejected. Seeded, imported and
    // older stores are approved by the column default; only the listing form writes "pending".
    reviewStatus: text("review_status").notNull().default("approved"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by"),
    rejectionReason: text("rejection_reason"),
    // Why an import could not decide the store and left it to an admin (ADR 035): 'convenience
    // store (store type "Convenience Store"), but the name says groceries'. Null for listings.
    reviewReason: text("review_reason"),
    // Why the spam rules flagged the listing (src/review/spam-rules.server.ts); empty when clean.
    spamReasons: jsonb("spam_reasons").$type<string[]>().notNull().default([]),
    // Optional, given on the listing form to hear the review's outcome.
    listerEmail: text("lister_email"),
    // A keyed hash of the lister's /24 (IPv4) or /48 (IPv6) network, never the address itself.
    listerNetwork: text("lister_network"),
    // A duplicate listing merged into another (ADR 044): off every list, its addresses answer 301 to
    // the survivor, which holds its votes, owner, boosts and circulars. Never restored.
    mergedIntoId: uuid("merged_into_id").references((): AnyPgColumn => groceryStores.id, { onDelete: "set null" }),
    mergedAt: timestamp("merged_at", { withTimezone: true }),
    // The monthly USDA refresh (ADR 064): the day a refresh last found the store's record in USDA's
    // file (the page says when its data was last checked), and the end date of its SNAP authorisation
    // when USDA's newest file says it ended: the store may have closed, an admin decides. A later
    // file that lists it again clears it.
    snapCheckedOn: date("snap_checked_on", { mode: "string" }),
    mayHaveClosedOn: date("may_have_closed_on", { mode: "string" }),
    // Shoppers answering "Is this an independent grocery store, open now?" on an imported store's page
    // (ADR 063): "yes" answers from distinct networks in the year before the latest answer, which the
    // review confidence reads, and when that count first reached three (the page's "Confirmed open
    // by shoppers, {month year}").
    shopperYesCount: integer("shopper_yes_count").notNull().default(0),
    shopperConfirmedAt: timestamp("shopper_confirmed_at", { withTimezone: true }),
    // Out of the directory's scope (issue #47, src/scope): the rule's reason ("out of scope: ZIP
    // 30305, RUCA 1, not in a small metro area") while the store is out and no person has decided; the
    // store stays listed until an admin keeps or deletes it. Set and cleared by markStoresOutOfScope.
    outOfScopeReason: text("out_of_scope_reason"),
    // When and by whom an admin kept a store the rule puts out of scope: the marking never touches it again.
    scopeKeptAt: timestamp("scope_kept_at", { withTimezone: true }),
    scopeKeptBy: text("scope_kept_by"),
  },
  (t) => [
    uniqueIndex("grocery_stores_city_slug_key").on(t.cityId, t.slug),
    index("grocery_stores_city_idx").on(t.cityId),
    index("grocery_stores_created_idx").on(t.createdAt),
    index("grocery_stores_owner_idx").on(t.ownerId),
    index("grocery_stores_search_idx").using("gin", t.searchVector),
    index("grocery_stores_zip_idx").on(t.zipCode),
    index("grocery_stores_snap_record_idx").on(t.snapRecordId),
    index("grocery_stores_osm_idx").on(t.osmId),
    check("grocery_stores_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("grocery_stores_upvotes_nonnegative", sql`${t.upvoteCount} >= 0`),
    check("grocery_stores_review_status", sql`${t.reviewStatus} in ('pending', 'approved', 'rejected')`),
    index("grocery_stores_review_queue_idx")
      .on(t.createdAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    index("grocery_stores_lister_network_idx").on(t.listerNetwork, t.createdAt),
    // The admin's 'Out of scope' list and its count read only the marked few.
    index("grocery_stores_out_of_scope_idx")
      .on(t.createdAt)
      .where(sql`${t.outOfScopeReason} is not null`),
  ],
);

// The source records a store was found as (ADR 061): each USDA SNAP record (its Record ID; the old
// export, which has none, by a hash of its name, address and ZIP code) and each OSM element, with the
// facts as the source gave them. Every import reads them before matching, so a record of a store a
// person deleted, rejected, merged or closed leads back to that store and its decision; the store's
// history and review evidence read the same rows. A record belongs to one store: a merge moves it.
export const storeSourceRecords = pgTable(
  "store_source_records",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    // usda-snap | osm
    source: text("source").notNull(),
    recordId: text("record_id").notNull(),
    storeType: text("store_type"),
    name: text("name").notNull(),
    address: text("address"),
    zipCode: text("zip_code"),
    authorizedOn: date("authorized_on", { mode: "string" }),
    endedOn: date("ended_on", { mode: "string" }),
    // The date the file's data is as of (ADR 036), when known.
    fileDate: date("file_date", { mode: "string" }),
    // What the import's rules said of the row the last time it was read, and why (ADR 035).
    decision: text("decision"),
    reason: text("reason"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("store_source_records_source_record_key").on(t.source, t.recordId),
    index("store_source_records_store_idx").on(t.groceryStoreId),
    check("store_source_records_source", sql`${t.source} in ('usda-snap', 'osm')`),
  ],
);

// Page addresses a store no longer has (ADR 044): a merged duplicate's, or the one an approved name
// or address change left. Checked only when no current store answers the address, which then moves
// (301) to the store's canonical one. Slugs are stored as addresses are matched: lower case.
export const formerStoreAddresses = pgTable(
  "former_store_addresses",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    citySlug: text("city_slug").notNull(),
    storeSlug: text("store_slug").notNull(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    // merge | move
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("former_store_addresses_address_key").on(t.citySlug, t.storeSlug),
    index("former_store_addresses_store_idx").on(t.groceryStoreId),
    check("former_store_addresses_reason", sql`${t.reason} in ('merge', 'move')`),
  ],
);

// A verified owner's proposed name or address (ADR 044): these move the page's address, so they wait
// for an admin instead of going live. One pending proposal per store; a new one replaces it.
export const nameAddressChanges = pgTable(
  "name_address_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    // The owner's proven address.
    proposedBy: text("proposed_by").notNull(),
    // pending | approved | rejected | withdrawn (replaced by a newer proposal, or the store was merged)
    status: text("status").notNull().default("pending"),
    // The listing's values when proposed, and the proposed ones (all three, changed or not).
    nameBefore: text("name_before").notNull(),
    addressBefore: text("address_before").notNull(),
    zipCodeBefore: text("zip_code_before").notNull(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    zipCode: text("zip_code").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("name_address_changes_one_pending_key")
      .on(t.groceryStoreId)
      .where(sql`${t.status} = 'pending'`),
    index("name_address_changes_status_idx").on(t.status, t.createdAt),
    check("name_address_changes_status", sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
  ],
);

// The distinct words of store names, as the 'simple' text search configuration splits them (the
// words grocery_stores.search_vector holds): search looks a typed word up here by trigram and edit
// distance, then finds stores by the words it matched (src/search/search-queries.server.ts, ADR 031). A trigger
// on grocery_stores adds the words of every new or renamed store (migration 0015); words of
// renamed or deleted stores stay, which only costs a dictionary row.
export const storeNameWords = pgTable(
  "store_name_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("store_name_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

export const boosts = pgTable(
  "boosts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    // subscription ($5/month) | one_time ($8 for 30 days)
    kind: text("kind").notNull(),
    // incomplete (purchase started, unpaid) | active | past_due | canceled | refunded | abandoned
    // (an unpaid purchase given up for another). Featured while active and the period has not ended.
    status: text("status").notNull().default("incomplete"),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    amountCents: integer("amount_cents").notNull(),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    // The scheduled lifecycle job: the rebuild that drops the badge, and the renewal reminder.
    endRebuildRequestedAt: timestamp("end_rebuild_requested_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    // Who started the purchase (networkHash, device cookie), so what one network or device holds
    // unpaid at once can be limited (issue #43). Null for rows from before.
    buyerNetwork: text("buyer_network"),
    buyerDevice: text("buyer_device"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One purchase in progress per store: concurrent checkouts for a store make one boost.
    uniqueIndex("boosts_one_open_purchase_per_store")
      .on(t.groceryStoreId)
      .where(sql`${t.status} = 'incomplete'`),
    index("boosts_period_end_idx").on(t.currentPeriodEnd),
    index("boosts_store_status_idx").on(t.groceryStoreId, t.status, t.currentPeriodEnd),
    index("boosts_email_idx").on(sql`lower(${t.customerEmail})`),
    uniqueIndex("boosts_stripe_subscription_key").on(t.stripeSubscriptionId),
    uniqueIndex("boosts_stripe_payment_intent_key").on(t.stripePaymentIntentId),
    check("boosts_kind", sql`${t.kind} in ('subscription', 'one_time')`),
  ],
);

export const boostPayments = pgTable(
  "boost_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    boostId: uuid("boost_id")
      .notNull()
      .references(() => boosts.id, { onDelete: "cascade" }),
    // Invoice id for subscriptions, payment intent id for one-time boosts.
    stripeObjectId: text("stripe_object_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("boost_payments_stripe_object_key").on(t.stripeObjectId)],
);

export const businessClaims = pgTable(
  "business_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    // unverified (e-mail not yet proven) | pending | approved | rejected
    status: text("status").notNull().default("unverified"),
    ownerName: text("owner_name").notNull(),
    ownerEmail: text("owner_email").notNull(),
    ownerPhone: text("owner_phone"),
    businessRole: text("business_role").notNull(),
    verificationMethod: text("verification_method").notNull().default("email"),
    additionalInfo: text("additional_info"),
    ownerDescription: text("owner_description").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    // Another verified claim exists for the same store: the admin must choose.
    hasCompetingClaims: boolean("has_competing_claims").notNull().default(false),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    // Who submitted it (networkHash, device cookie), so what one network or device holds waiting at
    // once can be limited (issue #43). Null for rows from before.
    requesterNetwork: text("requester_network"),
    requesterDevice: text("requester_device"),
    createdAt: createdAt(),
  },
  (t) => [
    index("business_claims_status_idx").on(t.status, t.createdAt),
    // Each submission is its own row, bound to the link mailed for it (ADR 013), so an address may
    // hold several unverified claims on a store; only one of them can be confirmed and waiting.
    uniqueIndex("business_claims_pending_per_email_key")
      .on(t.groceryStoreId, sql`lower(${t.ownerEmail})`)
      .where(sql`${t.status} = 'pending'`),
    check("business_claims_status", sql`${t.status} in ('unverified', 'pending', 'approved', 'rejected')`),
  ],
);

export const circulars = pgTable(
  "circulars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    // The boost whose period's quota this upload used (ADR 018).
    boostId: uuid("boost_id").references(() => boosts.id, { onDelete: "set null" }),
    originalFilename: text("original_filename").notNull(),
    originalFileSize: integer("original_file_size").notNull(),
    pageCount: integer("page_count").notNull().default(0),
    // Key of the PDF in the "circulars" blob store; the blob is written before this row exists.
    blobKey: text("blob_key").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    // processing -> active | failed ("published" is the spec's synonym of active, never written).
    status: text("status").notNull().default("processing"),
    processingError: text("processing_error"),
    // The PDF's text, for screen readers, search engines and the store search.
    extractedText: text("extracted_text"),
    // The store search finds stores whose current circular mentions the words (ADR 018).
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(extracted_text, ''))`,
    ),
    // A PNG of the first page, in the same blob store; null when it could not be drawn.
    thumbnailKey: text("thumbnail_key"),
    // Who uploaded it ("admin" or the verified owner's address), for the admin's Circulars tab (ADR 037).
    uploadedBy: text("uploaded_by"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("circulars_store_created_idx").on(t.groceryStoreId, t.createdAt),
    index("circulars_current_idx")
      .on(t.startDate, t.endDate)
      .where(sql`${t.status} = 'active'`),
    index("circulars_search_idx").using("gin", t.searchVector),
    check("circulars_max_size", sql`${t.originalFileSize} between 1 and 10485760`),
    check("circulars_status", sql`${t.status} in ('processing', 'active', 'published', 'failed')`),
    check("circulars_dates", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export type Circular = typeof circulars.$inferSelect;

// An owner's photos of their store (issue #28, ADR 046). The files (a gallery size and a thumbnail,
// WebP, metadata stripped) live in the "photos" blob store under `blob_prefix`; this row is written
// after them. The first by position is the main photo.
export const storePhotos = pgTable(
  "store_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    // Blob keys are `${blobPrefix}/gallery.webp` and `${blobPrefix}/thumb.webp`.
    blobPrefix: text("blob_prefix").notNull(),
    // The gallery image's size, so the page reserves its box before it loads.
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    thumbWidth: integer("thumb_width").notNull(),
    thumbHeight: integer("thumb_height").notNull(),
    altText: text("alt_text"),
    originalFileSize: integer("original_file_size").notNull(),
    // The verified owner's address that uploaded it.
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("store_photos_store_position_idx").on(t.groceryStoreId, t.position),
    check("store_photos_max_size", sql`${t.originalFileSize} between 1 and 5242880`),
    check("store_photos_position", sql`${t.position} >= 0`),
  ],
);

export type StorePhoto = typeof storePhotos.$inferSelect;

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Stored normalised (trimmed, lower-case).
    email: text("email").notNull(),
    // pending (awaiting double opt-in) | confirmed | unsubscribed
    status: text("status").notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    // The digest's area (ADR 039): one town, else a whole state ('all of {state}'); both null for
    // the subscribers from before towns, who get a state-less digest until they choose.
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    state: text("state"),
    // The one-time "choose your town" mail went out (never twice).
    townPromptSentAt: timestamp("town_prompt_sent_at", { withTimezone: true }),
    // A hard bounce or a spam complaint reported by the mail provider: never mailed again.
    suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
    suppressionReason: text("suppression_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_key").on(t.email),
    index("newsletter_subscribers_city_idx").on(t.cityId),
    check("newsletter_subscribers_state_code", sql`${t.state} is null or ${t.state} ~ '^[A-Z]{2}$'`),
  ],
);

// One row per subscriber and digest week (ADR 039): claimed before the mail goes out, so a second
// run or a run resumed after a crash never mails anyone twice in a week.
export const newsletterDigestSends = pgTable(
  "newsletter_digest_sends",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    // ISO week, e.g. 2026-W48.
    week: text("week").notNull(),
    // sending (claimed) | sent | skipped (nothing new for the area) | failed
    status: text("status").notNull(),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    state: text("state"),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_digest_sends_subscriber_week_key").on(t.subscriberId, t.week),
    index("newsletter_digest_sends_week_idx").on(t.week, t.status),
    check("newsletter_digest_sends_status", sql`${t.status} in ('sending', 'sent', 'skipped', 'failed')`),
  ],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventType: text("event_type").notNull(),
    page: text("page"),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    groceryStoreId: uuid("grocery_store_id").references(() => groceryStores.id, {
      onDelete: "set null",
    }),
    metadata: text("metadata"),
    searchQuery: text("search_query"),
    createdAt: createdAt(),
  },
  (t) => [
    index("analytics_events_type_created_idx").on(t.eventType, t.createdAt),
    index("analytics_events_store_idx").on(t.groceryStoreId, t.createdAt),
    index("analytics_events_city_idx").on(t.cityId, t.createdAt),
  ],
);

export const upvotes = pgTable(
  "upvotes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    // Keyed hash of the network address: enough to limit votes, no raw IP kept.
    networkHash: text("network_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("upvotes_store_device_idx").on(t.groceryStoreId, t.deviceId, t.createdAt),
    index("upvotes_store_network_idx").on(t.groceryStoreId, t.networkHash, t.createdAt),
  ],
);

export const adminSessions = pgTable("admin_sessions", {
  // SHA-256 of the cookie token; the token itself is never stored.
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  // Which admin password the session was made under (a keyed fingerprint, ADR 034).
  passwordFingerprint: text("password_fingerprint"),
});

// One-time proofs that someone controls an e-mail address (claims, subscriptions, circulars, newsletter).
export const emailVerifications = pgTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    // claim | newsletter | subscriber | owner
    purpose: text("purpose").notNull(),
    subjectId: text("subject_id"),
    // A newsletter link's digest area (ADR 057): the town or state it was mailed for is the one it
    // confirms, whoever signs the address up again before it is followed.
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    state: text("state"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_verifications_email_idx").on(t.email, t.purpose)],
);

// Sessions opened by following an e-mail link: they act for that address only.
export const emailSessions = pgTable("email_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

// The small metro areas the expansion visits, in order (src/imports/expansion/areas.json, ADR 020).
// An area is marked scraped in the same transaction that writes its stores, so a run stopped at
// any point resumes with the next area and never writes one twice.
export const expansionAreas = pgTable(
  "expansion_areas",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    position: integer("position").notNull().default(0),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    radiusMetres: integer("radius_metres").notNull().default(8000),
    zipCode: text("zip_code"),
    scrapedAt: timestamp("scraped_at", { withTimezone: true }),
    // OSM shops found in the area, and the run that visited it.
    storesFound: integer("stores_found").notNull().default(0),
    runId: integer("run_id"),
  },
  (t) => [
    uniqueIndex("expansion_areas_name_state_key").on(t.name, t.state),
    index("expansion_areas_position_idx").on(t.position),
  ],
);

// Each monthly refresh from USDA's newest SNAP file (ADR 064): when it ran, what it read, what it did
// (new, ended, changed, queued, kept) or why it failed, and how many tries it took.
export const snapRefreshes = pgTable("snap_refreshes", {
  id: serial("id").primaryKey(),
  source: text("source").notNull(),
  // running | succeeded | failed
  status: text("status").notNull().default("running"),
  attempts: integer("attempts").notNull().default(1),
  fileDate: date("file_date", { mode: "string" }),
  summary: jsonb("summary").$type<Record<string, number>>(),
  error: text("error"),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

export type SnapRefresh = typeof snapRefreshes.$inferSelect;

export const expansionRuns = pgTable("expansion_runs", {
  id: serial("id").primaryKey(),
  areasToProcess: integer("areas_to_process").notNull(),
  // running | completed | failed
  status: text("status").notNull().default("running"),
  areasProcessed: integer("areas_processed").notNull().default(0),
  storesFound: integer("stores_found").notNull().default(0),
  storesAdded: integer("stores_added").notNull().default(0),
  storesUpdated: integer("stores_updated").notNull().default(0),
  chainsSkipped: integer("chains_skipped").notNull().default(0),
  rejected: integer("rejected").notNull().default(0),
  error: text("error"),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  // The worker holds the run until this time and renews it after every area; a run still
  // "running" past it lost its worker (a restart) and is taken over where it stopped.
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

// Every OSM shop an expansion run left out, with why (a chain's brand, a store number, no address).
export const expansionExclusions = pgTable(
  "expansion_exclusions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    runId: integer("run_id").notNull(),
    areaId: integer("area_id").notNull(),
    osmId: text("osm_id").notNull(),
    name: text("name"),
    // chain | rejected
    decision: text("decision").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("expansion_exclusions_area_osm_key").on(t.areaId, t.osmId)],
);

// The admin's bulk enrichment runs (all reviews, all images; ADR 021): one running per kind,
// progress the admin screens poll. A run whose row stops moving for 10 minutes counts as dead.
export const enrichmentJobs = pgTable(
  "enrichment_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // reviews | images
    kind: text("kind").notNull(),
    // running | finished | failed
    status: text("status").notNull().default("running"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    successful: integer("successful").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    lastError: text("last_error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("enrichment_jobs_one_running_key")
      .on(t.kind)
      .where(sql`${t.status} = 'running'`),
    index("enrichment_jobs_kind_started_idx").on(t.kind, t.startedAt),
    check("enrichment_jobs_kind", sql`${t.kind} in ('reviews', 'images')`),
    check("enrichment_jobs_status", sql`${t.status} in ('running', 'finished', 'failed')`),
  ],
);

// Stripe event ids already applied, so a redelivered webhook changes nothing.
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt)],
);

// Fixed-window counters for rate limits (logins, listings), shared by every function instance.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});

// A single row: when content last changed, when vote counts last changed (votes alone do not make
// the site stale, ADR 042), and when the static site last caught up.
export const siteRebuilds = pgTable("site_rebuilds", {
  id: integer("id").primaryKey().default(1),
  requestedAt: timestamp("requested_at", { withTimezone: true }),
  reason: text("reason"),
  votesChangedAt: timestamp("votes_changed_at", { withTimezone: true }),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

// Shoppers' suggested edits (ADR 045): what is wrong with a listing, waiting for an admin.
export const storeSuggestions = pgTable(
  "store_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    // phone | hours | website | address | closed | not_independent | duplicate
    kind: text("kind").notNull(),
    note: text("note"),
    // For a duplicate: the other listing, found from the page address the shopper gave.
    duplicateOfId: uuid("duplicate_of_id").references(() => groceryStores.id, { onDelete: "set null" }),
    // Optional, to hear the outcome; never shown.
    email: text("email"),
    // A keyed hash of the suggester's /24 or /48 network (http/client-network.ts), never the address.
    network: text("network"),
    // Why the listing spam rules flag the note (src/review/spam-rules.server.ts); likely spam comes last.
    spamReasons: jsonb("spam_reasons").$type<string[]>().notNull().default([]),
    // open -> asked_owner -> accepted | rejected (open may go straight to accepted or rejected)
    status: text("status").notNull().default("open"),
    askedOwnerAt: timestamp("asked_owner_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // The admin's reason for a rejection, or what an acceptance changed.
    decisionNote: text("decision_note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("store_suggestions_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('open', 'asked_owner')`),
    index("store_suggestions_store_idx").on(t.groceryStoreId, t.status),
    check(
      "store_suggestions_kind",
      sql`${t.kind} in ('phone', 'hours', 'website', 'address', 'closed', 'not_independent', 'duplicate')`,
    ),
    check("store_suggestions_status", sql`${t.status} in ('open', 'asked_owner', 'accepted', 'rejected')`),
  ],
);

export type StoreSuggestion = typeof storeSuggestions.$inferSelect;

// One shopper's answer to an imported store's question (ADR 063): counted once per device and once
// per network for a store, like votes (ADR 008); an answer older than a year no longer counts and
// is replaced by the same device's or network's next one.
export const shopperAnswers = pgTable(
  "shopper_answers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    groceryStoreId: uuid("grocery_store_id")
      .notNull()
      .references(() => groceryStores.id, { onDelete: "cascade" }),
    // yes | not_grocery | closed
    answer: text("answer").notNull(),
    deviceId: text("device_id").notNull(),
    // A keyed hash of the shopper's /24 or /48 network (http/client-network.ts), never the address.
    network: text("network").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shopper_answers_store_device_key").on(t.groceryStoreId, t.deviceId),
    uniqueIndex("shopper_answers_store_network_key").on(t.groceryStoreId, t.network),
    check("shopper_answers_answer", sql`${t.answer} in ('yes', 'not_grocery', 'closed')`),
  ],
);

// The admin's last review decisions, kept so one can be undone for a short while (ADR 063): the
// stores it decided and each one's review fields before it. Undo puts them back if nobody changed
// them since, and cancels the mails the decision left waiting in pending_mails.
export const reviewActions = pgTable("review_actions", {
  id: uuid("id").primaryKey().defaultRandom(),
  // approve | reject
  action: text("action").notNull(),
  before: jsonb("before").$type<ReviewFieldsBefore[]>().notNull(),
  undoneAt: timestamp("undone_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export interface ReviewFieldsBefore {
  id: string;
  reviewStatus: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  rejectionReason: string | null;
  confirmedAt: string;
  confirmedBy: string;
}

// The delayed outbox (ADR 063): mail a review decision sends waits here until send_after, so undo can
// cancel it; the scheduled send-waiting-mail function (and npm start's tick) sends what is due.
export const pendingMails = pgTable(
  "pending_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewActionId: uuid("review_action_id").references(() => reviewActions.id, { onDelete: "set null" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("pending_mails_due_idx")
      .on(t.sendAfter)
      .where(sql`${t.sentAt} is null and ${t.cancelledAt} is null`),
  ],
);
export type City = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;
export type GroceryStore = typeof groceryStores.$inferSelect;
export type NewGroceryStore = typeof groceryStores.$inferInsert;
export type StoreSourceRecord = typeof storeSourceRecords.$inferSelect;
export type NewStoreSourceRecord = typeof storeSourceRecords.$inferInsert;
export type Boost = typeof boosts.$inferSelect;
export type EnrichmentJob = typeof enrichmentJobs.$inferSelect;
export type BusinessClaim = typeof businessClaims.$inferSelect;
export type NameAddressChange = typeof nameAddressChanges.$inferSelect;
