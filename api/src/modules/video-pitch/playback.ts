import { buildPath, endpoints, VIDEO_PITCH_LIMITS } from '@pear/contract';
import { macFor, openClaims, signClaims } from '../../lib/signed-claims.js';

/*
 * Playback links: `<API>/media/video-pitch/<token>`, the token a stateless capability (HMAC-SHA256 with a key derived
 * from the app's secret) naming one stored video by its storage key and an expiry. A `<video>` element cannot send
 * the bearer token, so the link itself is the permission; it dies when it expires or when the video is replaced or
 * deleted (the key then names no video).
 */

type Claims = { key: string };

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
  const mac = macFor(appSecret, 'pear-video-pitch-playback');
  const base = apiPublicUrl.replace(/\/+$/, '');

  return {
    urlFor(storageKey, now = new Date()) {
      const claims: Claims = { key: storageKey };
      const token = signClaims(mac, claims, VIDEO_PITCH_LIMITS.playbackLinkMinutes * 60, now);
      return `${base}/${buildPath(endpoints.streamVideoPitch.path, { token })}`;
    },
    keyOf(token, now = new Date()) {
      const claims = openClaims<Claims>(mac, token, now);
      return typeof claims?.key === 'string' ? claims.key : null;
    },
  };
}
