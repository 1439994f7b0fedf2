import createCache from '@emotion/cache';
import { countSingleton } from '../../lib/singletons';

/** The one emotion cache (key "pear"); shared as a singleton with `@pear/shared/ui`. */
export const pearEmotionCache = createCache({ key: 'pear' });

countSingleton('emotionCache');
