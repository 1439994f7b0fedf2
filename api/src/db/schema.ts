// Drizzle mirror of the SQL in ./migrations (the migrations are the source of truth).
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const USER_ROLES = ['founder', 'investor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type JsonObject = Record<string, unknown>;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('users_email_key'),
  name: text('name').notNull(),
  avatar: text('avatar'),
  role: text('role', { enum: USER_ROLES }).notNull(),
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

export const earlyAccessSignups = pgTable('early_access_signups', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  linkedin: text('linkedin'),
  role: text('role', { enum: USER_ROLES }).notNull(),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type EarlyAccessSignup = typeof earlyAccessSignups.$inferSelect;

export const PLAN_IDS = ['basic', 'pro', 'team'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  status: text('status', { enum: ['active', 'canceled'] }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  provider: text('provider', { enum: ['stripe', 'local'] }).notNull(),
  status: text('status', { enum: ['open', 'paid', 'canceled'] })
    .notNull()
    .default('open'),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
