// The whole data model. JSON field names of the public API live in the mappers
// (src/server/*/serialize.ts); column names here are free to be clear.
import { sql } from "drizzle-orm";
import {
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
    // No "is boosted" column: a store is boosted while it has an active boost (db/queries/active-boost.ts).
    isActive: boolean("is_active").notNull().default(true),
    ownerId: uuid("owner_id").references(() => storeOwners.id, { onDelete: "set null" }),
    foursquareId: text("foursquare_id"),
    foursquareMetadata: text("foursquare_metadata"),
    hasWifi: boolean("has_wifi").notNull().default(false),
    hasParking: boolean("has_parking").notNull().default(false),
    petFriendly: boolean("pet_friendly").notNull().default(false),
    hasLocalProduce: boolean("has_local_produce").notNull().default(false),
    hasPreparedFoods: boolean("has_prepared_foods").notNull().default(false),
    hasOrganicOfferings: boolean("has_organic_offerings").notNull().default(false),
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
    // SNAP/EBT as USDA lists it: the authorisation date when the file gives one, the date of the
    // last import that listed the store, and its USDA record (re-imports find the store by it).
    snapAuthorizedOn: date("snap_authorized_on", { mode: "string" }),
    snapConfirmedOn: date("snap_confirmed_on", { mode: "string" }),
    snapRecordId: text("snap_record_id"),
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
  },
  (t) => [
    uniqueIndex("grocery_stores_city_slug_key").on(t.cityId, t.slug),
    index("grocery_stores_city_idx").on(t.cityId),
    index("grocery_stores_created_idx").on(t.createdAt),
    index("grocery_stores_owner_idx").on(t.ownerId),
    index("grocery_stores_search_idx").using("gin", t.searchVector),
    index("grocery_stores_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    index("grocery_stores_zip_idx").on(t.zipCode),
    index("grocery_stores_snap_record_idx").on(t.snapRecordId),
    check("grocery_stores_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("grocery_stores_upvotes_nonnegative", sql`${t.upvoteCount} >= 0`),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(t.email)],
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

export const expansionAreas = pgTable(
  "expansion_areas",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    scrapedAt: timestamp("scraped_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("expansion_areas_name_state_key").on(t.name, t.state)],
);

export const expansionRuns = pgTable("expansion_runs", {
  id: serial("id").primaryKey(),
  areasToProcess: integer("areas_to_process").notNull(),
  // running | completed | failed
  status: text("status").notNull().default("running"),
  areasProcessed: integer("areas_processed").notNull().default(0),
  storesAdded: integer("stores_added").notNull().default(0),
  error: text("error"),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

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

// A single row: when data last changed and when the static site last caught up.
export const siteRebuilds = pgTable("site_rebuilds", {
  id: integer("id").primaryKey().default(1),
  requestedAt: timestamp("requested_at", { withTimezone: true }),
  reason: text("reason"),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

export type City = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;
export type GroceryStore = typeof groceryStores.$inferSelect;
export type NewGroceryStore = typeof groceryStores.$inferInsert;
export type Boost = typeof boosts.$inferSelect;
export type BusinessClaim = typeof businessClaims.$inferSelect;
