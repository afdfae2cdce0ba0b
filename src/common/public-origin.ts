/**
 * The pre-rendered pages hold this in place of the site's public origin (their absolute og:url,
 * og:image, canonical and hreflang addresses); the server writes the real one in as it sends a page
 * (PUBLIC_URL, else the request's own origin: src/server/routes/site-pages.ts), so one build runs anywhere.
 * A `.invalid` host: a page read straight from the build folder points nowhere rather than at localhost.
 */
export const ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';
