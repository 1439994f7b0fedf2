import * as z from 'zod/mini';
import { requiredText } from './fields.js';

/*
 * The founder's media (issue 15): the Media & Content panel (links to podcasts, articles, videos and tweets about the
 * founder) and the video pitch uploaded in Settings. Investors see both on the founder's card — the media always,
 * the video pitch once an intro between them is accepted.
 */

// ── Media & Content ────────────────────────────────────────────────────────────────────────────────────────────────

/** Spec §3 media item types, in the order the form offers them. */
export const MEDIA_TYPES = ['Podcast', 'Article', 'Video', 'Tweet'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const MEDIA_LIMITS = {
  title: 200,
  url: 2_048,
  /** Items one founder may list. */
  items: 50,
} as const;

/** Hosts Pear names by their product; any other link's platform is its host name without "www.". */
const KNOWN_PLATFORMS: readonly (readonly [host: string, platform: string])[] = [
  ['youtube.com', 'YouTube'],
  ['youtu.be', 'YouTube'],
  ['vimeo.com', 'Vimeo'],
  ['loom.com', 'Loom'],
  ['twitter.com', 'X'],
  ['x.com', 'X'],
  ['linkedin.com', 'LinkedIn'],
  ['open.spotify.com', 'Spotify'],
  ['podcasts.apple.com', 'Apple Podcasts'],
  ['medium.com', 'Medium'],
  ['substack.com', 'Substack'],
  ['techcrunch.com', 'TechCrunch'],
  ['forbes.com', 'Forbes'],
  ['bloomberg.com', 'Bloomberg'],
  ['news.ycombinator.com', 'Hacker News'],
  ['producthunt.com', 'Product Hunt'],
];

/** The platform a link is on, from its host ("https://www.youtube.com/watch?v=…" → "YouTube"); null if not a URL. */
export function detectPlatform(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const known = KNOWN_PLATFORMS.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
  return known ? known[1] : host.replace(/^www\./, '');
}

const webUrl = (field: string, protocols: RegExp, protocolMessage: string) =>
  z
    .url({ protocol: protocols, hostname: z.regexes.domain, error: `${field} ${protocolMessage}` })
    .check(z.maxLength(MEDIA_LIMITS.url, `${field} is at most ${MEDIA_LIMITS.url} characters`));

export const mediaLinkSchema = webUrl('link', /^https?$/, 'must be an http:// or https:// web address');
/** Thumbnails load inside Pear's pages, so only https (no mixed content, no other schemes). */
export const mediaThumbnailSchema = webUrl('thumbnailUrl', /^https$/, 'must be an https:// image address');

export const mediaTypeSchema = z.enum(MEDIA_TYPES, `must be one of: ${MEDIA_TYPES.join(', ')}`);

/** Spec §3 media item: type, title, thumbnail, link, platform. */
export const mediaItemSchema = z.object({
  id: z.string(),
  type: mediaTypeSchema,
  title: z.string(),
  url: z.string(),
  /** Detected from the link's host. */
  platform: z.string(),
  thumbnailUrl: z.nullable(z.string()),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** The founder's items in the order they chose. */
export const mediaListSchema = z.object({ items: z.array(mediaItemSchema) });
export type MediaList = z.infer<typeof mediaListSchema>;

export const createMediaItemBodySchema = z.object({
  type: mediaTypeSchema,
  title: requiredText('title', MEDIA_LIMITS.title),
  url: mediaLinkSchema,
  thumbnailUrl: z.optional(z.nullable(mediaThumbnailSchema)),
});
export type CreateMediaItemBody = z.infer<typeof createMediaItemBodySchema>;

export const updateMediaItemBodySchema = z.partial(createMediaItemBodySchema);
export type UpdateMediaItemBody = z.infer<typeof updateMediaItemBodySchema>;

/** The new order: every one of the founder's item ids, once each. */
export const reorderMediaBodySchema = z.object({
  ids: z.array(z.uuid('must be media item ids')).check(z.maxLength(MEDIA_LIMITS.items)),
});

export const mediaItemParamsSchema = z.object({ id: z.uuid('must be a media item id') });

// ── Video pitch ────────────────────────────────────────────────────────────────────────────────────────────────────

/** What Settings takes, recognised from the container's bytes (never the name or the Content-Type). */
export const VIDEO_PITCH_FORMATS = ['MP4', 'WebM'] as const;
export type VideoPitchFormat = (typeof VIDEO_PITCH_FORMATS)[number];

export const VIDEO_PITCH_LIMITS = {
  /** Spec §9: up to 5 minutes, read from the container (never the browser's word). */
  seconds: 5 * 60,
  bytes: 200 * 1024 * 1024,
  /** A playback link works this long; the page asks for a fresh one when it reloads. */
  playbackLinkMinutes: 60,
} as const;

export const VIDEO_PITCH_TYPE_MESSAGE = `That file is not a video Pear can play. Upload an MP4 or WebM video (recognised by its content, not its name).`;
export const VIDEO_PITCH_SIZE_MESSAGE = `A video pitch can be at most ${VIDEO_PITCH_LIMITS.bytes / (1024 * 1024)} MB.`;

/** "6:00" for 360 seconds: how durations read in messages and on the player. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** The 422 a founder reads for a video over 5 minutes. */
export const videoPitchTooLongMessage = (seconds: number) =>
  `This video is ${formatDuration(seconds)} long. A video pitch can be at most ${VIDEO_PITCH_LIMITS.seconds / 60} minutes: trim it and upload it again.`;

export const videoPitchSchema = z.object({
  format: z.enum(VIDEO_PITCH_FORMATS),
  /** The MIME type the player is told ("video/mp4", "video/webm"). */
  contentType: z.string(),
  sizeBytes: z.number(),
  /** Read from the container when it was uploaded. */
  durationSeconds: z.number(),
  uploadedAt: z.string(),
  /** A signed link the `<video>` element can stream from (Range requests), valid for an hour. */
  playbackUrl: z.string(),
});
export type VideoPitch = z.infer<typeof videoPitchSchema>;

export const videoPitchStateSchema = z.object({ videoPitch: z.nullable(videoPitchSchema) });
export type VideoPitchState = z.infer<typeof videoPitchStateSchema>;

export const videoPlaybackParamsSchema = z.object({
  token: z.string().check(z.minLength(10, 'must be a playback link token'), z.maxLength(400)),
});
