/** Share options (spec section 3: title, desc, link, img_url) for a page. Pure. */
import { shareImagePath } from './images.js';
import { withCallfrom } from './link.js';

export interface ShareOptions {
  title: string;
  desc: string;
  link: string;
  img_url: string;
}

export interface SharePage {
  title: string;
  desc: string;
  /** The page's full url (`location.href`). */
  href: string;
  /** The page's origin (`location.origin`): the image is served by the site itself. */
  origin: string;
  /** The tool's slug: its share image; the site's image without one. */
  slug?: string;
}

export function shareOptions(page: SharePage, callfrom: string): ShareOptions {
  return {
    title: page.title,
    desc: page.desc,
    link: withCallfrom(page.href, callfrom),
    img_url: `${page.origin}${shareImagePath(page.slug)}`,
  };
}
