import { createHmac } from 'node:crypto';
import { buildPath, endpoints, VIDEO_PITCH_LIMITS } from '@pear/contract';
import { sameSecret } from '../../lib/constant-time.js';

/*
 * Playback links: `<API>/media/video-pitch/<token>`, the token a stateless capability (HMAC-SHA256 with a key derived
 * from the app's secret) naming one stored video by its storage key and an expiry. A `<video>` element cannot send
 * the bearer token, so the link itself is the permission; it dies when it expires or when the video is replaced or
 * deleted (the key then names no video).
 */

type Claims = { key: string; expiresAt: number };

export type VideoPlaybackLinks = {
  /** A link to the video stored under `storageKey`, valid VIDEO_PITCH_LIMITS.playbackLinkMinutes from `now`. */
  urlFor(storageKey: string, now?: Date): string;
  /** The storage key a token was signed for, when it is genuine and unexpired; else null. */
  keyOf(token: string, now?: Date): string | null;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting needs an interface
  interface FastifyInstance {
    /** Signs and checks video pitch playback links (see VideoPlaybackLinks). */
    videoPlaybackLinks: VideoPlaybackLinks;
  }
}

export function videoPlaybackLinks(appSecret: Uint8Array, apiPublicUrl: string): VideoPlaybackLinks {
  // A key of its own: a playback token is no app token, checkout ticket or login state, and none of those is one.
  const key = createHmac('sha256', appSecret).update('pear-video-pitch-playback').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const base = apiPublicUrl.replace(/\/+$/, '');

  return {
    urlFor(storageKey, now = new Date()) {
      const claims: Claims = {
        key: storageKey,
        expiresAt: Math.floor(now.getTime() / 1000) + VIDEO_PITCH_LIMITS.playbackLinkMinutes * 60,
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${base}/${buildPath(endpoints.streamVideoPitch.path, { token: `${payload}.${mac(payload)}` })}`;
    },
    keyOf(token, now = new Date()) {
      const [payload = '', signature = '', ...rest] = token.split('.');
      if (rest.length > 0 || !signature || !sameSecret(signature, mac(payload))) return null;
      let claims: Partial<Claims>;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Claims>;
      } catch {
        return null;
      }
      const fresh = typeof claims.expiresAt === 'number' && claims.expiresAt > now.getTime() / 1000;
      return fresh && typeof claims.key === 'string' ? claims.key : null;
    },
  };
}
