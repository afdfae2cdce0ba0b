import createCache from '@emotion/cache';

/** Same key on server and client so pre-rendered styles are reused on hydration. */
export function createEmotionCache() {
  return createCache({ key: 'tb' });
}
