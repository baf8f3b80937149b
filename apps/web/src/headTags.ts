import { API, FIRST_PAGE, type HeadElement, type Institution, type RenderedHead, type SharePicture } from '@dz/contracts';
import { LOGO_PNG, documentFeedTitle, institution, newsFeedTitle } from '@dz/content';
import { pageDescription, pageName, pageTitle, type PageHead, type PageImage } from './ui/head';
import { jsonInScript } from './ssr';

const OG_LOCALE = 'bs_BA';
const RSS_TYPE = 'application/rss+xml';
/** Where the institution is (ISO 3166-1 alpha-2): not among the contacts staff edit. */
const COUNTRY = 'BA';

const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({ tag: 'meta', attributes: { [key]: name, content } });
const link = (attributes: Record<string, string>): HeadElement => ({ tag: 'link', attributes });

/**
 * The page's address for search engines: its own path (the one it declares, else its route's, so
 * /ZAKONI/ or ?utm_source=… name /zakoni), with `?page=N` from the second page of a list on. A
 * paged list's pages point at themselves, as Google asks: each shows other items, and page 1 as
 * the canonical of all would hide the later ones from the index.
 */
function canonicalPath(head: PageHead, route: string | undefined, url: URL): string {
  const path = head.path ?? (route && !/[:*]/.test(route) ? route : url.pathname);
  return head.page && head.page > FIRST_PAGE ? `${path}?page=${head.page}` : path;
}

/**
 * schema.org's description of the institution: a public health centre (MedicalClinic, GovernmentOrganization).
 * Name and description are packages/content's; the contacts are the frame's (staff edit them).
 */
const organisation = (origin: string, contacts: Institution) => ({
  '@context': 'https://schema.org',
  '@type': ['MedicalClinic', 'GovernmentOrganization'],
  name: institution.name,
  description: institution.description,
  url: `${origin}/`,
  // A PNG of at least 112×112 px, as Google asks of an organisation's logo (packages/content logo.ts).
  logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PNG.path}`, width: LOGO_PNG.side, height: LOGO_PNG.side },
  telephone: contacts.phone,
  email: contacts.email,
  address: {
    '@type': 'PostalAddress',
    streetAddress: contacts.street,
    postalCode: contacts.postalCode,
    addressLocality: contacts.city,
    addressCountry: COUNTRY,
  },
  sameAs: [contacts.socialUrl],
});

/** The site's share picture (the default or an admin's upload) as the picture of a page without its own; it shows the institution. */
const sharedImage = (p: SharePicture): PageImage => ({ src: p.url, width: p.width, height: p.height, alt: institution.name });

/**
 * The head of a rendered page from what its screen declared (ui/head.ts), with absolute URLs on
 * the request's origin (the API builds the request on the site's public origin). A page that was
 * found gets its canonical link (or, kept out of the index, meta robots noindex), Open Graph (an article with its
 * picture and times for a news item, a website with the site's share picture otherwise: `sharePicture`) and a Twitter
 * card; a 404 only its title and description.
 */
export function headTags(
  declared: PageHead | undefined,
  request: { url: URL; route?: string; found: boolean; sharePicture?: SharePicture },
): RenderedHead {
  const head = declared ?? {};
  const { origin } = request.url;
  const description = pageDescription(head);
  const elements: HeadElement[] = [];
  if (request.found) {
    const url = `${origin}${canonicalPath(head, request.route, request.url)}`;
    const image = head.article?.image ?? (request.sharePicture && sharedImage(request.sharePicture));
    elements.push(
      // A page kept out of the index names no address as the one to index.
      head.noindex ? meta('name', 'robots', 'noindex') : link({ rel: 'canonical', href: url }),
      meta('property', 'og:type', head.article ? 'article' : 'website'),
      meta('property', 'og:site_name', institution.name),
      meta('property', 'og:locale', OG_LOCALE),
      meta('property', 'og:title', pageName(head) ?? institution.name),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      ...(image ? [
        meta('property', 'og:image', `${origin}${image.src}`),
        // The picture's own size (a stored picture's, read from its JPEG): none rather than a wrong one.
        ...(image.width && image.height ? [
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
        ] : []),
        meta('property', 'og:image:alt', image.alt),
      ] : []),
      ...(head.article ? [
        meta('property', 'article:published_time', head.article.publishedTime),
        meta('property', 'article:modified_time', head.article.modifiedTime),
      ] : []),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    );
  }
  const feed = head.feed === 'news'
    ? { href: API.newsFeed, title: newsFeedTitle }
    : head.feed && { href: API.documentFeed(head.feed), title: documentFeedTitle(head.feed) };
  if (feed) elements.push(link({ rel: 'alternate', type: RSS_TYPE, title: feed.title, href: feed.href }));
  return {
    title: pageTitle(head),
    description,
    elements,
    ...(head.organisation && request.found && { structuredData: jsonInScript(organisation(origin, head.organisation)) }),
  };
}
