// Drizzle mirror of the SQL in ./migrations (the migrations are the source of truth; test/schema-migrations.test.ts
// fails when the two disagree).
import {
  APPLICATION_STATUSES,
  DRAFTERS,
  CHECKOUT_SESSION_STATUSES,
  ACCESS_REQUEST_STATUSES,
  CRM_STAGES,
  DATA_ROOM_AUDIT_KINDS,
  DATA_ROOM_CATEGORIES,
  DATA_ROOM_FILE_TYPES,
  DATA_ROOM_ITEM_KINDS,
  DEAL_ACTIVITY_KINDS,
  DEAL_OUTCOMES,
  KUDO_STATUSES,
  MEDIA_TYPES,
  PLAN_IDS,
  PORTFOLIO_STATUSES,
  ROLES,
  VIDEO_PITCH_FORMATS,
  type Application,
} from '@pear/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type JsonObject = Record<string, unknown>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('users_email_key'),
  name: text('name').notNull(),
  avatar: text('avatar'),
  role: text('role', { enum: ROLES }).notNull(),
  oidcSubject: text('oidc_subject'),
  profile: jsonb('profile').$type<JsonObject>().notNull().default({}),
  createdAt: createdAt(),
});

export const founderProfiles = pgTable('founder_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<JsonObject>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const companies = pgTable('companies', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<JsonObject>().notNull().default({}),
  deckText: text('deck_text').notNull().default(''),
  updatedAt: updatedAt(),
});

export const investorProfiles = pgTable('investor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The parsed thesis, replaced whole by a re-upload. */
  fields: jsonb('fields').$type<JsonObject>().notNull().default({}),
  updatedAt: updatedAt(),
  /** The investor's own edits over the thesis (0010): a key present, even as null, wins. */
  edits: jsonb('edits').$type<JsonObject>().notNull().default({}),
  /** The fund's edited fields (0010), the same way. */
  fund: jsonb('fund').$type<JsonObject>().notNull().default({}),
});

export const earlyAccessSignups = pgTable(
  'early_access_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    linkedin: text('linkedin'),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('early_access_signups_email_key').on(sql`lower(${table.email})`)],
);

export type User = typeof users.$inferSelect;

// Sign-in (0006_sign_in_identities.sql): which provider identities reach which user, and one-time login codes.
export const identities = pgTable(
  'identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'identities_pkey', columns: [table.issuer, table.subject] }),
    index('identities_user_id').on(table.userId),
  ],
);

export const loginCodes = pgTable(
  'login_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonceHash: text('nonce_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('login_codes_expires_at').on(table.expiresAt)],
);
export type EarlyAccessSignup = typeof earlyAccessSignups.$inferSelect;

export const matches = pgTable(
  'matches',
  {
    founderId: uuid('founder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorId: text('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    score: integer('score').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.founderId, table.investorId] }),
    index('matches_founder_day').on(table.founderId, table.day),
  ],
);

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'unpaid', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    updatedAt: updatedAt(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('subscriptions_provider_subscription_id_key').on(table.providerSubscriptionId)],
);

export type MatchRow = typeof matches.$inferSelect;

export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
  status: text('status', { enum: CHECKOUT_SESSION_STATUSES }).notNull().default('open'),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  ticketRedeemedAt: timestamp('ticket_redeemed_at', { withTimezone: true }),
});

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// Investor corpus (0003_investors.sql): rounds with their investors, and the profiles derived from them.
export const investmentRounds = pgTable(
  'investment_rounds',
  {
    companyKey: text('company_key').notNull(),
    fundedAt: date('funded_at').notNull(),
    companyName: text('company_name').notNull(),
    categoryCode: text('category_code'),
    countryCode: text('country_code'),
    region: text('region'),
    roundType: text('round_type'),
    raisedAmountUsd: bigint('raised_amount_usd', { mode: 'number' }),
    source: text('source').notNull(),
  },
  (table) => [primaryKey({ name: 'investment_rounds_pkey', columns: [table.companyKey, table.fundedAt] })],
);

export const investments = pgTable(
  'investments',
  {
    companyKey: text('company_key').notNull(),
    fundedAt: date('funded_at').notNull(),
    investorName: text('investor_name').notNull(),
    investorId: text('investor_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'investments_pkey', columns: [table.companyKey, table.fundedAt, table.investorName] }),
    foreignKey({
      name: 'investments_round_fkey',
      columns: [table.companyKey, table.fundedAt],
      foreignColumns: [investmentRounds.companyKey, investmentRounds.fundedAt],
    }).onDelete('cascade'),
    index('investments_investor_id').on(table.investorId),
  ],
);

export const investors = pgTable(
  'investors',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['firm', 'person'] }).notNull(),
    dealCount: integer('deal_count').notNull(),
    lastInvestmentAt: date('last_investment_at'),
    profile: jsonb('profile').$type<JsonObject>().notNull(),
    source: text('source').notNull(),
    updatedAt: updatedAt(),
  },
  // DESC puts NULLs first unless told otherwise, in SQL; Drizzle's default would be NULLS LAST.
  (table) => [index('investors_deal_count').on(table.dealCount.desc().nullsFirst(), table.id)],
);

// Deal-flow CRM (0008_deals.sql): deals with exactly one counterpart, and their typed timeline.
export const deals = pgTable(
  'deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorId: text('investor_id').references(() => investors.id, { onDelete: 'cascade' }),
    counterpartUserId: uuid('counterpart_user_id').references(() => users.id, { onDelete: 'cascade' }),
    contactName: text('contact_name'),
    contactFirm: text('contact_firm'),
    contactEmail: text('contact_email'),
    contactLinkedinUrl: text('contact_linkedin_url'),
    contactPhotoUrl: text('contact_photo_url'),
    stage: text('stage', { enum: CRM_STAGES }).notNull().default('Lead'),
    round: text('round').notNull().default(''),
    amountUsd: bigint('amount_usd', { mode: 'number' }),
    nextFollowUp: date('next_follow_up'),
    introSource: text('intro_source'),
    outcome: text('outcome', { enum: DEAL_OUTCOMES }).notNull().default('open'),
    passReason: text('pass_reason'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('deals_owner_id').on(table.ownerId),
    uniqueIndex('deals_owner_investor_round')
      .on(table.ownerId, table.investorId, sql`lower(${table.round})`)
      .where(sql`${table.investorId} IS NOT NULL`),
    uniqueIndex('deals_owner_user_round')
      .on(table.ownerId, table.counterpartUserId, sql`lower(${table.round})`)
      .where(sql`${table.counterpartUserId} IS NOT NULL`),
    uniqueIndex('deals_owner_contact_round')
      .on(
        table.ownerId,
        sql`lower(${table.contactName})`,
        sql`lower(coalesce(${table.contactFirm}, ''))`,
        sql`lower(${table.round})`,
      )
      .where(sql`${table.contactName} IS NOT NULL`),
  ],
);
export type DealRow = typeof deals.$inferSelect;

export const dealActivities = pgTable(
  'deal_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEAL_ACTIVITY_KINDS }).notNull(),
    payload: jsonb('payload').$type<JsonObject>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deal_activities_deal_time').on(table.dealId, table.occurredAt.desc().nullsFirst())],
);
export type DealActivityRow = typeof dealActivities.$inferSelect;

// Data Room (0009_data_room.sql): documents and their stored versions, links, viewer codes and sessions, access
// requests, reading time per page and the audit list.
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const dataRoomItems = pgTable(
  'data_room_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DATA_ROOM_ITEM_KINDS }).notNull().default('document'),
    category: text('category', { enum: DATA_ROOM_CATEGORIES }).notNull(),
    name: text('name').notNull(),
    restricted: boolean('restricted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('data_room_items_owner_id').on(table.ownerId),
    uniqueIndex('data_room_items_one_pitch_deck')
      .on(table.ownerId)
      .where(sql`${table.kind} = 'pitch_deck'`),
  ],
);
export type DataRoomItemRow = typeof dataRoomItems.$inferSelect;

export const dataRoomVersions = pgTable(
  'data_room_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => dataRoomItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    fileType: text('file_type', { enum: DATA_ROOM_FILE_TYPES }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    pageCount: integer('page_count'),
    originalName: text('original_name').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (table) => [
    unique('data_room_versions_storage_key_key').on(table.storageKey),
    unique('data_room_versions_item_version_key').on(table.itemId, table.version),
  ],
);
export type DataRoomVersionRow = typeof dataRoomVersions.$inferSelect;

export const dataRoomLinks = pgTable(
  'data_room_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresOn: date('expires_on'),
    allowDownload: boolean('allow_download').notNull().default(false),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
    lastViewedAt: timestamptz('last_viewed_at'),
  },
  (table) => [
    unique('data_room_links_token_hash_key').on(table.tokenHash),
    index('data_room_links_owner_id').on(table.ownerId),
  ],
);
export type DataRoomLinkRow = typeof dataRoomLinks.$inferSelect;

export const dataRoomCodes = pgTable(
  'data_room_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => dataRoomLinks.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('data_room_codes_link_created').on(table.linkId, table.createdAt)],
);

export const dataRoomSessions = pgTable(
  'data_room_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => dataRoomLinks.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('data_room_sessions_link_id').on(table.linkId)],
);

export const dataRoomAccessRequests = pgTable(
  'data_room_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => dataRoomItems.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => dataRoomLinks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    message: text('message'),
    status: text('status', { enum: ACCESS_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [unique('data_room_access_requests_item_email_key').on(table.itemId, table.email)],
);

export const dataRoomPageViews = pgTable(
  'data_room_page_views',
  {
    visitId: uuid('visit_id').notNull(),
    page: integer('page').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => dataRoomItems.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id')
      .notNull()
      .references(() => dataRoomLinks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    seconds: doublePrecision('seconds').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ name: 'data_room_page_views_pkey', columns: [table.visitId, table.page] }),
    index('data_room_page_views_item_id').on(table.itemId),
  ],
);

export const dataRoomAudit = pgTable(
  'data_room_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DATA_ROOM_AUDIT_KINDS }).notNull(),
    actorEmail: text('actor_email'),
    itemId: uuid('item_id'),
    itemName: text('item_name'),
    viewerEmail: text('viewer_email'),
    linkId: uuid('link_id'),
    visitId: uuid('visit_id'),
    detail: text('detail'),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
  },
  (table) => [
    index('data_room_audit_owner_time').on(table.ownerId, table.occurredAt.desc().nullsFirst()),
    uniqueIndex('data_room_audit_one_view_per_visit')
      .on(table.visitId)
      .where(sql`${table.kind} = 'viewed'`),
  ],
);

// Investor profiles (0010_investor_profiles.sql): the corpus investor each user claimed, and the portfolio companies
// an investor adds by hand (the claimed history is read from the corpus).
export const investorClaims = pgTable(
  'investor_claims',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorId: text('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('investor_claims_investor_id').on(table.investorId, table.createdAt)],
);

export const portfolioCompanies = pgTable(
  'portfolio_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    industry: text('industry'),
    stage: text('stage'),
    valuationUsd: bigint('valuation_usd', { mode: 'number' }),
    status: text('status', { enum: PORTFOLIO_STATUSES }),
    description: text('description'),
    createdAt: createdAt(),
  },
  (table) => [index('portfolio_companies_user_created').on(table.userId, table.createdAt)],
);
export type PortfolioCompanyRow = typeof portfolioCompanies.$inferSelect;

// Intros and kudos (0011_intros_kudos.sql): double opt-in intro requests between a founder and an investor, kudos
// written through one-time links, and investors' requests for references.
export const INTRO_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;

export const introRequests = pgTable(
  'intro_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    founderId: uuid('founder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorUserId: uuid('investor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: INTRO_REQUEST_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    index('intro_requests_from_created').on(table.fromUserId, table.createdAt),
    index('intro_requests_to_user').on(table.toUserId),
    index('intro_requests_pair_idx').on(table.founderId, table.investorUserId),
    uniqueIndex('intro_requests_one_accepted')
      .on(table.founderId, table.investorUserId)
      .where(sql`${table.status} = 'accepted'`),
  ],
);
export type IntroRequestRow = typeof introRequests.$inferSelect;

export const kudos = pgTable(
  'kudos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    founderId: uuid('founder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeEmail: text('invitee_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: KUDO_STATUSES }).notNull().default('invited'),
    authorName: text('author_name'),
    relation: text('relation'),
    text: text('text'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    writtenAt: timestamptz('written_at'),
    approvedAt: timestamptz('approved_at'),
  },
  (table) => [
    unique('kudos_token_hash_key').on(table.tokenHash),
    index('kudos_founder_created').on(table.founderId, table.createdAt),
  ],
);
export type KudoRow = typeof kudos.$inferSelect;

export const referenceRequests = pgTable(
  'reference_requests',
  {
    founderId: uuid('founder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorUserId: uuid('investor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.founderId, table.investorUserId] })],
);

// Applications (0012_applications.sql): a founder's application to one catalogue programme, with its drafted answers
// and dated status history (shapes in modules/applications/store.ts).
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    founderId: uuid('founder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programmeId: text('programme_id').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('drafting'),
    history: jsonb('history').$type<Application['history']>().notNull().default([]),
    deadline: date('deadline'),
    drafter: text('drafter', { enum: DRAFTERS }).notNull(),
    answers: jsonb('answers').$type<Application['answers']>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('applications_founder_programme_key').on(table.founderId, table.programmeId)],
);
export type ApplicationRow = typeof applications.$inferSelect;

// The video pitch (0013_video_pitch.sql): one per founder, its bytes in file storage under storageKey.
export const videoPitches = pgTable(
  'video_pitches',
  {
    founderId: uuid('founder_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    format: text('format', { enum: VIDEO_PITCH_FORMATS }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (table) => [unique('video_pitches_storage_key_key').on(table.storageKey)],
);
export type VideoPitchRow = typeof videoPitches.$inferSelect;

// Media & Content (0014_media_items.sql): the founder's links to podcasts, articles, videos and tweets, in order.
export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    founderId: uuid('founder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: MEDIA_TYPES }).notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    platform: text('platform').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('media_items_founder_url_key').on(table.founderId, table.url),
    index('media_items_founder_position').on(table.founderId, table.position),
  ],
);
export type MediaItemRow = typeof mediaItems.$inferSelect;
