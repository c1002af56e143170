import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { AtolCertificateDetails } from '#app/lib/bookings/atol-certificate-details'
import { BOOKING_STATUSES, PAYMENT_CHOICES, PAYMENT_METHODS } from '#app/lib/bookings/booking-amounts'
import type { PackageStatus, PriceSnapshot } from '#app/lib/catalogue'
import { LEAD_STATUSES } from '#app/lib/leads'
import type { PackageSnapshot, PendingChanges, SnapshotPart } from '#app/lib/package-versions'
import { STAFF_ROLES } from '#app/lib/staff-roles'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One Rome in Italy, however it is spelt (decision 51).
  (table) => [
    uniqueIndex('destinations_country_name_unique').on(
      sql`lower(btrim(${table.country}))`,
      sql`lower(btrim(${table.name}))`,
    ),
  ],
)

export const travelPackages = pgTable(
  'travel_packages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    itinerary: text('itinerary'),
    accommodationDetails: text('accommodation_details'),
    additionalInfo: text('additional_info'),
    whatsIncluded: text('whats_included'),
    duration: integer('duration').notNull(),
    accommodationType: text('accommodation_type'),
    boardType: text('board_type'),
    isFeatured: boolean('is_featured').notNull().default(false),
    // Where staff put a featured package on the home page (1 first); null when not featured, or featured
    // since staff last ordered them, which puts it after the ordered ones (decision 56).
    featuredPosition: integer('featured_position'),
    phoneNumber: text('phone_number'),
    // A destination packages go to is not deleted behind their backs: they would lose it (decision 51).
    destinationId: integer('destination_id').references(() => destinations.id, { onDelete: 'restrict' }),
    basePrice: numeric('base_price', { precision: 10, scale: 2 }),
    heroImageUrl: text('hero_image_url'),
    // Every package made before drafts existed was public: the default keeps them so.
    status: text('status').$type<PackageStatus>().notNull().default('published'),
    /** A published package's saved edit that visitors do not see yet (decision 58); null when there is none. */
    pendingChanges: jsonb('pending_changes').$type<PendingChanges>(),
    /** When a draft, or the pending changes, go live by themselves (decision 58); null when not scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Who set `publishAt`, for the activity log's entry when it goes live; null once the account is gone. */
    scheduledBy: integer('scheduled_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('travel_packages_destination_idx').on(table.destinationId),
    // The scheduled publisher's look-up every few seconds: only the few scheduled rows are in it.
    index('travel_packages_publish_at_idx').on(table.publishAt).where(sql`${table.publishAt} is not null`),
    check('travel_packages_status_known', sql`${table.status} in ('draft', 'published')`),
    check('travel_packages_duration_positive', sql`${table.duration} > 0`),
    check('travel_packages_base_price_positive', sql`${table.basePrice} is null or ${table.basePrice} > 0`),
  ],
)

/**
 * Every saved state of a package's editable fields and features (decision 58), numbered from 1 per package,
 * so an edit can be looked at and undone. Written in the same transaction as the change it records.
 */
export const packageVersions = pgTable(
  'package_versions',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<PackageSnapshot>().notNull(),
    /** Null for the state a package had before its first versioned save, or once the account is gone. */
    authorId: integer('author_id').references((): AnyPgColumn => adminUsers.id, { onDelete: 'set null' }),
    /** The parts that differ from the version before (field names, and 'features'). */
    changed: jsonb('changed').$type<SnapshotPart[]>().notNull().default([]),
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('package_versions_package_version_unique').on(table.packageId, table.version),
    check('package_versions_version_positive', sql`${table.version} > 0`),
  ],
)

export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id').references(() => travelPackages.id, { onDelete: 'cascade' }),
    destinationId: integer('destination_id').references(() => destinations.id, { onDelete: 'cascade' }),
    type: text('type'),
    url: text('url').notNull(),
    altText: text('alt_text'),
    title: text('title'),
    base64Data: text('base64_data'),
    sequence: integer('sequence').notNull().default(0),
    /** Adds nothing for a screen-reader user: public pages give it alt="" whatever altText holds. */
    decorative: boolean('decorative').notNull().default(false),
    /** The point to keep in view, as shares of the width and height from the top left (decision 55). */
    focalX: real('focal_x').notNull().default(0.5),
    focalY: real('focal_y').notNull().default(0.5),
    /** The variant cut to the type's shape around the focal point; null until one is made (decision 55). */
    shapedUrl: text('shaped_url'),
    createdAt: createdAt(),
  },
  (table) => [
    index('images_package_idx').on(table.packageId),
    index('images_destination_idx').on(table.destinationId),
    check('images_one_owner', sql`(${table.packageId} is null) <> (${table.destinationId} is null)`),
    check('images_sequence_non_negative', sql`${table.sequence} >= 0`),
    check(
      'images_focal_point_inside',
      sql`${table.focalX} between 0 and 1 and ${table.focalY} between 0 and 1`,
    ),
  ],
)

export const packageFeatures = pgTable(
  'package_features',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    icon: text('icon').notNull().default('plane'),
    createdAt: createdAt(),
  },
  (table) => [index('package_features_package_idx').on(table.packageId)],
)

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    date: date('date', { mode: 'string' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('reviews_package_idx').on(table.packageId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
)

export const amenities = pgTable(
  'amenities',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    included: boolean('included').notNull().default(true),
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [index('amenities_package_idx').on(table.packageId)],
)

export const airports = pgTable('airports', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  city: text('city'),
})

/**
 * A departure a visitor can book: offered and not known to be sold out (the SQL twin of `isBookable`).
 * The search's partial indexes and its queries use this same text, so PostgreSQL can prove they apply.
 */
export const bookableDeparture = (columns: { isAvailable: AnyPgColumn; availableSeats: AnyPgColumn }) =>
  sql`${columns.isAvailable} and (${columns.availableSeats} is null or ${columns.availableSeats} > 0)`

/**
 * The price a visitor pays (SPEC 9, the SQL twin of `displayPrice` in `app/lib/money.ts`): a discount
 * counts only when above zero, and only if lower. Migration 0003's trigger function spells it the same.
 */
export const displayedPriceSql = (columns: { price: AnyPgColumn; discountedPrice: AnyPgColumn }) =>
  sql`least(${columns.price}, coalesce(nullif(${columns.discountedPrice}, 0), ${columns.price}))`

export const pricingOptions = pgTable(
  'pricing_options',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    airportId: integer('airport_id').references(() => airports.id, { onDelete: 'restrict' }),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    discountedPrice: numeric('discounted_price', { precision: 10, scale: 2 }),
    availableSeats: integer('available_seats'),
    isAvailable: boolean('is_available').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('pricing_options_package_airport_date_unique')
      .on(table.packageId, table.airportId, table.departureDate)
      .nullsNotDistinct(),
    index('pricing_options_departure_idx').on(table.departureDate, table.airportId),
    // A package's departures in date order (its pricing list, a page at a time, and the calendar's months):
    // without it the planner walks every package's dates to find one package's first hundred.
    index('pricing_options_package_date_idx').on(table.packageId, table.departureDate),
    // The holiday search reads the current month's bookable departures from the index alone (the price
    // columns ride along): by package for a few chosen packages, or by airport for all of them. The
    // search box's airport list probes the second one too.
    index('pricing_options_search_package_idx')
      .on(table.packageId, table.departureDate, table.airportId, table.price, table.discountedPrice)
      .where(bookableDeparture(table)),
    index('pricing_options_search_airport_idx')
      .on(table.airportId, table.departureDate, table.packageId, table.price, table.discountedPrice)
      .where(bookableDeparture(table)),
    check('pricing_options_price_positive', sql`${table.price} > 0`),
    check(
      'pricing_options_discount_positive',
      sql`${table.discountedPrice} is null or ${table.discountedPrice} > 0`,
    ),
    check(
      'pricing_options_seats_non_negative',
      sql`${table.availableSeats} is null or ${table.availableSeats} >= 0`,
    ),
    check(
      'pricing_options_return_after_departure',
      sql`${table.returnDate} is null or ${table.returnDate} >= ${table.departureDate}`,
    ),
  ],
)

/**
 * The lowest bookable price (SPEC 9's displayed price) of each package, airport and month of departure,
 * kept by triggers on `pricing_options` (migration 0003). The holiday search reads a dozen of these rows
 * per package instead of a year of departures. Months include departures already gone, so the search
 * reads the current month from `pricing_options` itself.
 */
export const lowestMonthlyPrices = pgTable(
  'lowest_monthly_prices',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    airportId: integer('airport_id').references(() => airports.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    lowestPrice: numeric('lowest_price', { precision: 10, scale: 2 }).notNull(),
  },
  // By package for a few chosen packages (and the triggers' refresh), by airport or by month for all.
  (table) => [
    index('lowest_monthly_prices_package_idx').on(
      table.packageId,
      table.month,
      table.airportId,
      table.lowestPrice,
    ),
    index('lowest_monthly_prices_airport_idx').on(
      table.airportId,
      table.month,
      table.packageId,
      table.lowestPrice,
    ),
    index('lowest_monthly_prices_month_idx').on(table.month, table.packageId, table.lowestPrice),
  ],
)

/**
 * Each package's departures summed up by airport and month, kept by the same triggers as
 * `lowest_monthly_prices` (migration 0010): how many, the first and last date, and the bookable ones with
 * their lowest and highest price (SPEC 9's displayed price). The package page and API read these rows for
 * every month after the current one instead of a year of departures (decision 45); the current month is
 * read from `pricing_options`, since its days already gone no longer count.
 */
export const monthlyDepartures = pgTable(
  'monthly_departures',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    airportId: integer('airport_id').references(() => airports.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    departures: integer('departures').notNull(),
    firstDeparture: date('first_departure', { mode: 'string' }).notNull(),
    lastDeparture: date('last_departure', { mode: 'string' }).notNull(),
    bookable: integer('bookable').notNull(),
    /** Null when nothing in the month can be booked. */
    lowestPrice: numeric('lowest_price', { precision: 10, scale: 2 }),
    highestPrice: numeric('highest_price', { precision: 10, scale: 2 }),
  },
  (table) => [index('monthly_departures_package_idx').on(table.packageId, table.month)],
)

export const widgetSections = pgTable('widget_sections', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  widgetType: text('widget_type').notNull(),
  widgetId: text('widget_id'),
  position: integer('position').notNull().default(99),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const SIGNUP_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

/**
 * One row per address: where its subscription stands. Pending until the confirmation email's link is
 * followed (double opt-in, decision 33); what was agreed to, when and where is in `newsletter_consents`.
 */
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: serial('id').primaryKey(),
    /** As the person typed it (trimmed): the address their emails go to. */
    email: text('email').notNull(),
    /** `emailKey(email)`: the one form addresses are compared in, so one per address (decision 47). */
    emailKey: text('email_key').notNull(),
    status: text('status', { enum: SIGNUP_STATUSES }).notNull().default('pending'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_signups_email_key_unique').on(table.emailKey),
    check(
      'newsletter_signups_status_known',
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
)

/**
 * Each time someone asked to join: the wording they agreed to (its version), the page they were on, when,
 * and when they confirmed by following the emailed link, whose token is kept only as its SHA-256.
 */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: serial('id').primaryKey(),
    signupId: integer('signup_id')
      .notNull()
      .references(() => newsletterSignups.id, { onDelete: 'cascade' }),
    wordingVersion: text('wording_version').notNull(),
    sourcePage: text('source_page'),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [index('newsletter_consents_signup_idx').on(table.signupId, table.requestedAt)],
)

export type LeadCustomFields = {
  message?: string
  best_time_to_call?: string
  package?: string
  source?: string
}

/**
 * A lead: a call-back request, and the repeats folded into it (`lead_requests`, decision 53), worked by staff
 * to a booking. Its own columns hold the first request. Stored first, then forwarded to the CRM by the
 * outbox columns below.
 */
export const contactLeads = pgTable(
  'contact_leads',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** `emailKey(email)`: how a data subject request finds the lead (decision 47). */
    emailKey: text('email_key').notNull(),
    phone: text('phone').notNull(),
    customFields: jsonb('custom_fields').$type<LeadCustomFields>().notNull().default({}),
    /** Same form submitted twice (double click, browser retry) maps to one row. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** Where staff have got to with it (`LEAD_STATUSES`); every request starts as 'new'. */
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    /** The member of staff working it; left unassigned when their account is deleted. */
    assigneeId: integer('assignee_id').references((): AnyPgColumn => adminUsers.id, {
      onDelete: 'set null',
    }),
    /** The day staff mean to ring back by; overdue once it has passed while the lead is still open. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_leads_outbox_idx').on(table.forwardedAt, table.nextAttemptAt),
    index('contact_leads_created_idx').on(table.createdAt, table.id),
    // The data subject lookup, and finding the lead a repeat folds into: the same address, recently.
    index('contact_leads_email_key_idx').on(table.emailKey, table.createdAt),
    index('contact_leads_status_idx').on(table.status, table.followUpOn),
    check(
      'contact_leads_status_known',
      sql`${table.status} in ('new', 'contacted', 'booked', 'not-interested')`,
    ),
  ],
)

/**
 * A request folded into an earlier lead (decision 53): the same address about the same package within a
 * day of the lead's first request. Each keeps what the visitor sent, so a repeat's new message or number
 * is never lost; the lead's own columns hold the first request.
 */
export const leadRequests = pgTable(
  'lead_requests',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => contactLeads.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    customFields: jsonb('custom_fields').$type<LeadCustomFields>().notNull().default({}),
    /** As on `contact_leads`: a double click of the repeat is stored once. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index('lead_requests_lead_idx').on(table.leadId, table.createdAt)],
)

/**
 * Staff's notes on a lead, going with it. The author's address is kept as text, so a note outlives the
 * account that wrote it.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => contactLeads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references((): AnyPgColumn => adminUsers.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lead_notes_lead_idx').on(table.leadId, table.createdAt)],
)

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    /** Kept as its key (`emailKey`), the form every sign-in and invitation compares (decision 47). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Whether this member of staff is emailed about each new call-back request (their own choice). */
    notifyOnCallBack: boolean('notify_on_call_back').notNull().default(false),
    /** What this member of staff may do (`app/lib/staff-roles.ts`). No default: every insert says. */
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Set when an owner deactivates the account: it can no longer sign in, and its sessions were ended. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('admin_users_email_unique').on(table.email),
    check('admin_users_role_known', sql`${table.role} in ('owner', 'editor', 'sales')`),
  ],
)

/**
 * An owner's invitation to join the staff, until it is accepted (the row goes) or expires. The link carries
 * the token; only its SHA-256 is kept, so a leaked table lets nobody in. One per address: inviting again
 * replaces it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    /** Kept as its key (`emailKey`), as the account it becomes keeps it. */
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => adminUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_invitations_email_unique').on(table.email),
    check('staff_invitations_role_known', sql`${table.role} in ('owner', 'editor', 'sales')`),
  ],
)

/** A forgotten password's single-use link, by the SHA-256 of its token; used or expired, the row goes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
)

/**
 * Who did what in the back office (decision 36): every admin write and every export of personal data, one
 * row each. The actor's email is kept as text so the record outlives the account; the thing's name too, so
 * it outlives the thing. `before` and `after` hold only the fields that changed, shortened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    thingType: text('thing_type'),
    thingId: integer('thing_id'),
    thingName: text('thing_name'),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorEmail, table.createdAt),
    index('audit_log_thing_idx').on(table.thingType, table.thingId, table.createdAt),
  ],
)

/**
 * Keys the servers share, made once by whichever starts first: the signing key of session tokens and device
 * cookies lives here unless SESSION_SECRET is set, so it survives restarts and is the same on every server.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
})

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, so a leaked table cannot be replayed. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the session last signed a request in, to a minute: a session left idle too long ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/** Shared counters so rate limits hold across any number of app processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

/** Who changed which price, when, from what to what. Kept when the option itself is deleted. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => travelPackages.id, { onDelete: 'cascade' }),
    /** No foreign key: the history of a deleted option must outlive it. */
    pricingOptionId: integer('pricing_option_id').notNull(),
    action: text('action', { enum: ['create', 'update', 'delete', 'import'] }).notNull(),
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** Kept as text too, so the answer to "who changed this?" survives the account's removal. */
    adminEmail: text('admin_email'),
    oldValues: jsonb('old_values').$type<PriceSnapshot>(),
    newValues: jsonb('new_values').$type<PriceSnapshot>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('price_history_package_idx').on(table.packageId, table.createdAt),
    index('price_history_option_idx').on(table.pricingOptionId, table.createdAt),
  ],
)

/**
 * Email waiting to go, and a short record of what went: written in the same transaction as what it is
 * about, sent by the mail outbox (`app/services/mail/outbox.server.ts`) with retries, so a mail server
 * that is down loses nothing. Once sent, or refused for good, the bodies and headers are cleared: they
 * carry single-use links.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is, such as 'newsletter-confirmation', for staff and the log; never its content. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Whose personal data it carries, as its key (the recipient's, or a caller's for staff): erased with it. */
    aboutAddress: text('about_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with it (an ATOL Certificate), base64: cleared with the bodies once it has gone. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** The booking it is about, so its page lists the emails sent; erased with the booking. */
    bookingId: integer('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The mail server refused it for good (a 5xx answer): it is not tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.sentAt, table.failedAt, table.nextAttemptAt),
    index('mail_outbox_about_idx').on(table.aboutAddress),
    index('mail_outbox_booking_idx').on(table.bookingId, table.createdAt),
  ],
)

export type MailAttachment = { filename: string; contentType: string; contentBase64: string }

/**
 * The owner's switch and rules for online booking (issue 39, decision 63): one row, id 1, made on the
 * first save; until then `app/services/bookings/booking-settings.server.ts` answers the defaults.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    depositPerPerson: numeric('deposit_per_person', { precision: 10, scale: 2 }).notNull().default('100.00'),
    holdMinutes: integer('hold_minutes').notNull().default(1440),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('booking_settings_one_row', sql`${table.id} = 1`),
    check('booking_settings_deposit_not_negative', sql`${table.depositPerPerson} >= 0`),
    check('booking_settings_hold_minutes', sql`${table.holdMinutes} >= 30`),
  ],
)

/**
 * A visitor's booking of one departure (decision 63). What was booked is kept on the row as well as linked
 * (the package's title, the departure's date and airport), and the links are set null when the package or
 * departure is deleted: a paid booking outlives its catalogue entry and never blocks its deletion. The seats
 * it holds were taken from `pricing_options.available_seats` in the transaction that stored it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** 'CB-7K3M9Q' (`app/lib/bookings/booking-reference.ts`): what the visitor and staff quote. */
    reference: text('reference').notNull().unique(),
    /** The client's `Idempotency-Key`: the same key again answers this booking and takes no seat. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A hash of the request the key came with: the key sent again with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('held'),
    packageId: integer('package_id').references(() => travelPackages.id, { onDelete: 'set null' }),
    pricingOptionId: integer('pricing_option_id').references(() => pricingOptions.id, {
      onDelete: 'set null',
    }),
    airportId: integer('airport_id').references(() => airports.id, { onDelete: 'set null' }),
    packageTitle: text('package_title').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }),
    airportName: text('airport_name'),
    travellerCount: integer('traveller_count').notNull(),
    pricePerPerson: numeric('price_per_person', { precision: 10, scale: 2 }).notNull(),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    deposit: numeric('deposit', { precision: 10, scale: 2 }).notNull(),
    /** What the visitor chose to pay first: the deposit, or the full price. */
    paymentChoice: text('payment_choice', { enum: PAYMENT_CHOICES }).notNull(),
    balanceDueDate: date('balance_due_date', { mode: 'string' }).notNull(),
    /** Until when an unpaid booking keeps its seats; the expiry pass returns them after. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** The lead traveller's contact details; the traveller's name is `booking_travellers` position 1. */
    email: text('email').notNull(),
    /** `emailKey(email)`: how a data subject request finds the booking (decision 47). */
    emailKey: text('email_key').notNull(),
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    town: text('town').notNull(),
    postcode: text('postcode').notNull(),
    /** The call-back request this booking was made from, when staff made it so. */
    leadId: integer('lead_id').references(() => contactLeads.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    /** The Terms' charge for the cancellation, kept as it was worked out on the day. */
    cancellationCharge: numeric('cancellation_charge', { precision: 10, scale: 2 }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** When the reminder 14 days before the balance is due went into the outbox: it is sent once. */
    balanceReminderSentAt: timestamp('balance_reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The expiry pass: held bookings by when their hold ends.
    index('bookings_hold_idx').on(table.status, table.holdExpiresAt),
    // The staff's list, in departure order.
    index('bookings_departure_idx').on(table.departureDate, table.id),
    index('bookings_email_key_idx').on(table.emailKey),
    check(
      'bookings_status_known',
      sql`${table.status} in ('held', 'deposit_paid', 'paid', 'cancelled', 'expired')`,
    ),
    check('bookings_payment_choice_known', sql`${table.paymentChoice} in ('deposit', 'full')`),
    check('bookings_travellers_1_to_9', sql`${table.travellerCount} between 1 and 9`),
    check('bookings_total_positive', sql`${table.total} > 0`),
    check('bookings_deposit_within_total', sql`${table.deposit} >= 0 and ${table.deposit} <= ${table.total}`),
  ],
)

/** The travellers of a booking, the lead traveller first (position 1). */
export const bookingTravellers = pgTable(
  'booking_travellers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  },
  (table) => [unique('booking_travellers_position_unique').on(table.bookingId, table.position)],
)

/**
 * Money received for a booking: taken by staff (card, bank, phone) or, later, by Stripe (its session id,
 * once, so a webhook delivered twice records one payment). A record of money: the booking cannot be
 * deleted while it has any.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    stripeSessionId: text('stripe_session_id').unique(),
    /** Who recorded it; the address is kept as text, so the record outlives the account. */
    recordedById: integer('recorded_by_id').references((): AnyPgColumn => adminUsers.id, {
      onDelete: 'set null',
    }),
    recordedByEmail: text('recorded_by_email'),
    createdAt: createdAt(),
  },
  (table) => [
    index('booking_payments_booking_idx').on(table.bookingId, table.createdAt),
    check('booking_payments_amount_positive', sql`${table.amount} > 0`),
    check('booking_payments_method_known', sql`${table.method} in ('card', 'bank', 'phone')`),
  ],
)

/**
 * The Stripe Checkout Sessions made for a booking (decision 63), so the same request again, or the manage
 * page asking twice, is sent to the session already made rather than to a new one while it is open.
 */
export const bookingCheckoutSessions = pgTable(
  'booking_checkout_sessions',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Stripe's `cs_…` id. */
    sessionId: text('session_id').notNull().unique(),
    url: text('url').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('booking_checkout_sessions_booking_idx').on(table.bookingId, table.expiresAt)],
)

/**
 * Staff's notes on a booking, going with it. The author's address is kept as text, so a note outlives the
 * account that wrote it.
 */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references((): AnyPgColumn => adminUsers.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('booking_notes_booking_idx').on(table.bookingId, table.createdAt)],
)

/**
 * The ATOL Certificates issued for a booking: the first with its first payment, another each time the
 * booking's details change (issue 39). What it certified is kept as it was, so any issue can be drawn again
 * as the same PDF for staff to download.
 */
export const bookingAtolCertificates = pgTable(
  'booking_atol_certificates',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** 1 for the first certificate, then 2, 3… */
    issue: integer('issue').notNull(),
    details: jsonb('details').$type<AtolCertificateDetails>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('booking_atol_certificates_issue_unique').on(table.bookingId, table.issue)],
)
