import * as z from 'zod/mini';
import { isoDateSchema } from './crm.js';
import { emailSchema, requiredText } from './fields.js';

/*
 * The Data Room (issue 13). A founder keeps documents in three categories, shares the room with one viewer e-mail per
 * link, and decides who may open restricted documents. A viewer proves the e-mail with a 6-digit code and then holds
 * a viewer session (a bearer token of its own, never the founder's). Every share, view, download, request and
 * decision is in the room's audit list; views also record seconds per page.
 */

/** Spec §2 Data Room: the categories, in the order the tab shows them. */
export const DATA_ROOM_CATEGORIES = ['Business Documents', 'Legal Documents', 'Team'] as const;
export type DataRoomCategory = (typeof DATA_ROOM_CATEGORIES)[number];

/** What the room accepts, recognised from the file's bytes (never its name or the Content-Type it was sent with). */
export const DATA_ROOM_FILE_TYPES = ['PDF', 'PNG', 'JPEG', 'XLSX', 'DOCX', 'PPTX'] as const;
export type DataRoomFileType = (typeof DATA_ROOM_FILE_TYPES)[number];

/** Spec §3 data room item status: a file is there, or it is a placeholder for one the founder still owes. */
export const DATA_ROOM_ITEM_STATUSES = ['uploaded', 'pending'] as const;
export type DataRoomItemStatus = (typeof DATA_ROOM_ITEM_STATUSES)[number];

/** A document the founder adds, or the pitch deck kept from every Update Pitchdeck (one item, many versions). */
export const DATA_ROOM_ITEM_KINDS = ['document', 'pitch_deck'] as const;
export type DataRoomItemKind = (typeof DATA_ROOM_ITEM_KINDS)[number];

export const DATA_ROOM_LIMITS = {
  /** Bytes per file (413 above). */
  fileBytes: 25 * 1024 * 1024,
  name: 200,
  requestMessage: 1_000,
  /** A viewer's e-mail code: 6 digits, valid this long, this many wrong tries, this many sent per link per hour. */
  codeDigits: 6,
  codeMinutes: 10,
  codeAttempts: 5,
  codesPerHour: 5,
  /** A viewer session lasts this long (or until the link expires or is revoked, whichever is first). */
  viewerSessionHours: 12,
  /** Page-view reports: at most this many pages per report and seconds per page per report. */
  pageViewPages: 100,
  pageViewSeconds: 600,
  maxPage: 10_000,
} as const;

/** The message of a 415: every accepted type, by name. */
export const DATA_ROOM_TYPE_MESSAGE = `That file type is not accepted. The data room takes ${DATA_ROOM_FILE_TYPES.join(', ')} files (recognised by their content, not their name).`;
export const DATA_ROOM_SIZE_MESSAGE = `A data room file can be at most ${DATA_ROOM_LIMITS.fileBytes / (1024 * 1024)} MB.`;

export const dataRoomCategorySchema = z.enum(
  DATA_ROOM_CATEGORIES,
  `must be one of: ${DATA_ROOM_CATEGORIES.join(', ')}`,
);
export const dataRoomFileTypeSchema = z.enum(DATA_ROOM_FILE_TYPES);

/** One stored version of an item's file ("v2", "v3" for a re-uploaded pitch deck). */
export const dataRoomVersionSchema = z.object({
  version: z.number(),
  fileType: dataRoomFileTypeSchema,
  sizeBytes: z.number(),
  /** Pages of a PDF (null for the other types). */
  pageCount: z.nullable(z.number()),
  uploadedAt: z.string(),
});
export type DataRoomVersion = z.infer<typeof dataRoomVersionSchema>;

/** Who opened an item: one row per viewer e-mail. */
export const dataRoomViewerSchema = z.object({
  email: z.string(),
  /** Times the viewer opened it (each open is a visit). */
  visits: z.number(),
  /** Reading time over every visit, in whole seconds. */
  seconds: z.number(),
  lastViewedAt: z.string(),
});
export type DataRoomViewer = z.infer<typeof dataRoomViewerSchema>;

/** Spec §3 data room item, as its owner sees it. */
export const dataRoomItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: dataRoomCategorySchema,
  kind: z.enum(DATA_ROOM_ITEM_KINDS),
  status: z.enum(DATA_ROOM_ITEM_STATUSES),
  restricted: z.boolean(),
  /** The current version's type, size and number; null while pending. */
  fileType: z.nullable(dataRoomFileTypeSchema),
  sizeBytes: z.nullable(z.number()),
  version: z.nullable(z.number()),
  /** Every version, newest first (empty while pending). */
  versions: z.array(dataRoomVersionSchema),
  viewers: z.array(dataRoomViewerSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DataRoomItem = z.infer<typeof dataRoomItemSchema>;

export const DATA_ROOM_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;

/** A link shared with one viewer e-mail. */
export const dataRoomLinkSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The viewer page in the app (`{APP_URL}/room/{token}`); the token is shown only to the owner. */
  url: z.string(),
  /** Last day the link works (inclusive, UTC); null: no expiry. */
  expiresOn: z.nullable(z.string()),
  allowDownload: z.boolean(),
  status: z.enum(DATA_ROOM_LINK_STATUSES),
  createdAt: z.string(),
  lastViewedAt: z.nullable(z.string()),
});
export type DataRoomLink = z.infer<typeof dataRoomLinkSchema>;

export const ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** A viewer's request to open a restricted document. */
export const accessRequestSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  email: z.string(),
  message: z.nullable(z.string()),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** The founder's Data Room tab: items by category (in DATA_ROOM_CATEGORIES order), links and access requests. */
export const dataRoomOverviewSchema = z.object({
  categories: z.array(z.object({ name: dataRoomCategorySchema, items: z.array(dataRoomItemSchema) })),
  links: z.array(dataRoomLinkSchema),
  /** Pending first, then decided ones, newest first. */
  requests: z.array(accessRequestSchema),
});
export type DataRoomOverview = z.infer<typeof dataRoomOverviewSchema>;

export const DATA_ROOM_AUDIT_KINDS = [
  'uploaded',
  'deleted',
  'shared',
  'link_revoked',
  'code_sent',
  'viewer_verified',
  'viewed',
  'downloaded',
  'access_requested',
  'access_approved',
  'access_denied',
] as const;
export type DataRoomAuditKind = (typeof DATA_ROOM_AUDIT_KINDS)[number];

/** One line of the audit list: who did what to which document, when. */
export const dataRoomAuditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(DATA_ROOM_AUDIT_KINDS),
  /** The viewer's e-mail, or null when the founder did it. */
  actorEmail: z.nullable(z.string()),
  /** The document concerned (its name as it was then), if any. */
  itemId: z.nullable(z.string()),
  itemName: z.nullable(z.string()),
  /** The viewer concerned by the founder's action (shared with, approved for…), if any. */
  viewerEmail: z.nullable(z.string()),
  /** "v2", the request's message, a link's expiry: what a reader needs to make sense of the line. */
  detail: z.nullable(z.string()),
  occurredAt: z.string(),
});
export type DataRoomAuditEntry = z.infer<typeof dataRoomAuditEntrySchema>;
export const dataRoomAuditSchema = z.object({ entries: z.array(dataRoomAuditEntrySchema) });

/** Reading time of one document: per viewer and per page. */
export const dataRoomAnalyticsSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  /** Pages of the current version when it is a PDF. */
  pageCount: z.nullable(z.number()),
  totalSeconds: z.number(),
  viewers: z.array(dataRoomViewerSchema),
  /** Seconds per page over every viewer, page 1 first (pages nobody read are 0 up to pageCount). */
  pages: z.array(z.object({ page: z.number(), seconds: z.number() })),
});
export type DataRoomAnalytics = z.infer<typeof dataRoomAnalyticsSchema>;

export const dataRoomItemParamsSchema = z.object({ id: z.uuid('must be a document id') });
export const dataRoomLinkParamsSchema = z.object({ id: z.uuid('must be a link id') });
export const accessRequestParamsSchema = z.object({ id: z.uuid('must be an access request id') });

export const createPendingItemBodySchema = z.object({
  name: requiredText('name', DATA_ROOM_LIMITS.name),
  category: dataRoomCategorySchema,
  restricted: z.optional(z.boolean()),
});

export const updateItemBodySchema = z.object({
  name: z.optional(requiredText('name', DATA_ROOM_LIMITS.name)),
  category: z.optional(dataRoomCategorySchema),
  restricted: z.optional(z.boolean()),
});

/*
 * Uploads are multipart forms, fields before the file: `category` (one of DATA_ROOM_CATEGORIES), `restricted`
 * ("true" or "false", default false), `name` (optional: the file's name without its extension), then `file`.
 * Filling a pending item or adding a version takes `file` only.
 */
export const DATA_ROOM_UPLOAD_FIELDS = ['category', 'restricted', 'name', 'file'] as const;

export const createLinkBodySchema = z.object({
  email: emailSchema,
  /** Last day the link works; omitted or null: no expiry. Must not be in the past. */
  expiresOn: z.optional(z.nullable(isoDateSchema)),
  allowDownload: z.optional(z.boolean()),
});
export type CreateLinkBody = z.infer<typeof createLinkBodySchema>;

/** A new link, and the deal it moved to Data Shared when the e-mail belongs to one of the founder's deals. */
export const createdLinkSchema = z.object({
  link: dataRoomLinkSchema,
  /** Deals of the founder's Deal Flow whose counterpart has this e-mail, and the stage each is now at. */
  deals: z.array(z.object({ id: z.string(), name: z.string(), stage: z.string(), moved: z.boolean() })),
});
export type CreatedLink = z.infer<typeof createdLinkSchema>;

// ── The viewer's side ─────────────────────────────────────────────────────────────────────────────────────────────

/** The secret in a link's URL: 32 random bytes, base64url. */
export const linkTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'is not a data room link')),
});

/** What a link shows before the viewer has proved the e-mail: whose room it is, nothing more. */
export const linkLandingSchema = z.object({
  founderName: z.string(),
  companyName: z.nullable(z.string()),
});
export type LinkLanding = z.infer<typeof linkLandingSchema>;

export const requestViewerCodeBodySchema = z.object({ email: emailSchema });
export const viewerCodeSentSchema = z.object({
  email: z.string(),
  /** When the code stops working. */
  expiresAt: z.string(),
  /** Codes this link may still send this hour. */
  resendsLeft: z.number(),
});

export const verifyViewerCodeBodySchema = z.object({
  email: emailSchema,
  code: z.string().check(z.regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail')),
});
export const viewerSessionSchema = z.object({
  /** Sent as `Authorization: Bearer <token>` on the viewer routes. */
  token: z.string(),
  expiresAt: z.string(),
});
export type ViewerSession = z.infer<typeof viewerSessionSchema>;

/** A document as a viewer sees it; `access` says what they can do with it. */
export const viewerItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(DATA_ROOM_ITEM_STATUSES),
  restricted: z.boolean(),
  fileType: z.nullable(dataRoomFileTypeSchema),
  sizeBytes: z.nullable(z.number()),
  version: z.nullable(z.number()),
  pageCount: z.nullable(z.number()),
  /**
   * open: unrestricted, or restricted and approved for this viewer's e-mail; request: restricted, not asked yet;
   * requested: waiting for the founder; denied: the founder said no (final for this e-mail).
   */
  access: z.enum(['open', 'request', 'requested', 'denied']),
});
export type ViewerItem = z.infer<typeof viewerItemSchema>;

export const viewerRoomSchema = z.object({
  founderName: z.string(),
  companyName: z.nullable(z.string()),
  email: z.string(),
  allowDownload: z.boolean(),
  expiresOn: z.nullable(z.string()),
  categories: z.array(z.object({ name: dataRoomCategorySchema, items: z.array(viewerItemSchema) })),
});
export type ViewerRoom = z.infer<typeof viewerRoomSchema>;

export const viewerAccessRequestBodySchema = z.object({
  message: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          DATA_ROOM_LIMITS.requestMessage,
          `message is at most ${DATA_ROOM_LIMITS.requestMessage} characters`,
        ),
      ),
  ),
});

export const viewerAccessRequestSchema = z.object({ itemId: z.string(), status: z.enum(ACCESS_REQUEST_STATUSES) });

/** Reading time since the last report for one visit (one opening of one document). */
export const pageViewReportBodySchema = z.object({
  itemId: z.uuid('must be a document id'),
  /** A random id the viewer page makes each time it opens a document. */
  visitId: z.uuid('must be a visit id'),
  pages: z
    .array(
      z.object({
        page: z.int().check(z.minimum(1), z.maximum(DATA_ROOM_LIMITS.maxPage)),
        seconds: z.number().check(z.minimum(0), z.maximum(DATA_ROOM_LIMITS.pageViewSeconds)),
      }),
    )
    .check(z.minLength(1), z.maxLength(DATA_ROOM_LIMITS.pageViewPages)),
});
export type PageViewReport = z.infer<typeof pageViewReportBodySchema>;

/** Query of the viewer's content route: the visit the opening belongs to (one "viewed" entry per visit). */
export const viewerContentQuerySchema = z.object({ visit: z.optional(z.uuid('must be a visit id')) });

// ── The local mail catcher (local mode only) ──────────────────────────────────────────────────────────────────────

export const caughtMailSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  receivedAt: z.string(),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;
export const caughtMailListSchema = z.object({ messages: z.array(caughtMailSchema) });
export const caughtMailQuerySchema = z.object({ to: z.optional(z.string().check(z.maxLength(254))) });
