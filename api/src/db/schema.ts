// Drizzle mirror of the SQL in ./migrations (the migrations are the source of truth; test/schema-migrations.test.ts
// fails when the two disagree).
import {
  CHECKOUT_SESSION_STATUSES,
  CRM_STAGES,
  DEAL_ACTIVITY_KINDS,
  DEAL_OUTCOMES,
  PLAN_IDS,
  ROLES,
} from '@pear/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
  fields: jsonb('fields').$type<JsonObject>().notNull().default({}),
  updatedAt: updatedAt(),
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
