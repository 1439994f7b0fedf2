import createCache from '@emotion/cache';
import { countSingleton } from '../../lib/singletons';

/**
 * The key of every Pear emotion cache. Prerendered HTML carries `<style data-emotion="pear …">` tags; the browser's
 * cache (same key) moves them into <head> when it is created and treats their rules as already inserted.
 */
export const PEAR_EMOTION_KEY = 'pear';

/** The one emotion cache (key "pear"); shared as a singleton with `@pear/shared/ui`. */
export const pearEmotionCache = createCache({ key: PEAR_EMOTION_KEY });

countSingleton('emotionCache');
