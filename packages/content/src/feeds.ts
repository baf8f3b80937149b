import { DOCUMENT_TYPES, FEED_TEXT, WEB_UI, type Collection, type DocumentType, type TileHub } from '@dz/contracts';
import { institution } from './institution.js';
import { educationCentrePage } from './pages/educationCentre.js';
import { patientInfoPage } from './pages/info.js';

/**
 * The RSS channels' titles, read by the feeds (apps/api routes/feeds.ts) and by the pages'
 * heads that name them (`<link rel="alternate">`), so both say the same; and the name of a
 * document list's page in its head, told apart the same way.
 */

/** The hub pages a list's tile stands on: their titles tell apart two lists of one name (the two "Zakoni"). */
const HUB_TITLES: Record<TileHub, string> = { patientInfo: patientInfoPage.title, educationCentre: educationCentrePage.title };

export const newsFeedTitle = FEED_TEXT.title(institution.name, WEB_UI.newsHeading);

/** A kind served from its description with a feed (capabilities.feed): the institution, then its plural label. */
export const collectionFeedTitle = (c: Pick<Collection, 'labels'>) => FEED_TEXT.title(institution.name, c.labels.plural);
export const documentFeedTitle = (t: DocumentType) => FEED_TEXT.title(institution.name, ...(t.tile ? [HUB_TITLES[t.tile.hub]] : []), t.pageTitle);

/**
 * A document list's name in its page's head (the tab, link previews; issue 24): its heading, followed by its hub
 * page's title when another list has the same heading ("Zakoni – Edukacijski centar" for /zakonEdu, "Zakoni" for /zakoni).
 */
export const documentListName = (t: DocumentType) =>
  t.tile && DOCUMENT_TYPES.some((o) => o.kind !== t.kind && o.pageTitle === t.pageTitle) ? FEED_TEXT.title(t.pageTitle, HUB_TITLES[t.tile.hub]) : t.pageTitle;
