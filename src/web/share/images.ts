/** The self-hosted share images (PNG, written by `scripts/share-images.ts` at build time). */
export const SHARE_IMAGE_DIR = 'share';
export const SITE_SHARE_IMAGE = 'site';
/** Square and at least 300 px: what WeChat and QQ cards and `twitter:card` summary want. */
export const SHARE_IMAGE_SIZE = 300;

/** The path of a tool's share image, or the site's when no slug is given. */
export function shareImagePath(slug?: string): string {
  return `/${SHARE_IMAGE_DIR}/${slug ?? SITE_SHARE_IMAGE}.png`;
}
