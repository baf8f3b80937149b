import { DOCUMENT_TYPES, ROUTES } from '@dz/contracts';
import { aboutDetailPage } from './pages/about.js';
import { educationCentrePage } from './pages/educationCentre.js';
import { patientInfoPage } from './pages/info.js';
import { documentIntros } from './pages/intros.js';
import { clinicAudioPage, clinicsPage, serviceAudioPage, servicesPage, type ListingPage } from './pages/listings.js';
import { missionPage } from './pages/mission.js';
import type { Block, PageContent } from './types.js';

/** A static page as the site search holds it (docs/product.md "Search"): its address, heading and text. */
export interface SearchablePage {
  path: string;
  title: string;
  /** Every word a visitor reads on the page, as plain text (sentences and list items joined). */
  text: string;
}

const blockText = (b: Block): string[] => {
  switch (b.type) {
    case 'paragraph': case 'heading': case 'notice': return [b.text];
    case 'list': return b.items;
    case 'links': return b.items.map((l) => l.label);
    case 'people': return [...(b.caption ? [b.caption] : []), ...b.items.map((p) => `${p.role}: ${p.name}`)];
    case 'contact': return [b.contact.role, b.contact.name, b.contact.address, b.contact.phone, b.contact.email].filter((x): x is string => !!x);
    case 'terms': return b.items.map((t) => `${t.term}: ${t.text}`);
  }
};

/** A content page's text in reading order: lead, boxes (title, then content), tiles, the text after. */
export function pageText(c: PageContent): string {
  const parts = [
    ...(c.lead ?? []).flatMap(blockText),
    ...(c.sections ?? []).flatMap((s) => [s.title, ...s.blocks.flatMap(blockText)]),
    ...(c.tiles ?? []).flatMap((t) => [t.title, ...(t.text ? [t.text] : [])]),
    ...(c.after ?? []).flatMap(blockText),
  ];
  // A sentence ends with its own stop; a heading or list item gets one, so snippets read as text.
  return parts.map((s) => s.trim()).filter(Boolean).map((s) => (/[.!?:;]$/.test(s) ? s : `${s}.`)).join(' ');
}

const content = (path: string, c: PageContent, title = c.title ?? ''): SearchablePage => ({ path, title, text: pageText(c) });
const listing = (path: string, l: ListingPage): SearchablePage => ({ path, title: l.title, text: l.lead });

/**
 * The static pages the site search finds, in a fixed order: a page's search id is its position
 * here (from 1). The about page's long version stands for both addresses (the same boxes); the
 * home page only links to others.
 */
export const searchablePages: readonly SearchablePage[] = [
  content(ROUTES.mission, missionPage),
  content(ROUTES.aboutDetails, aboutDetailPage),
  content(ROUTES.educationCentre, educationCentrePage),
  content(ROUTES.patientInfo, patientInfoPage),
  // The content above a document list: its page's heading.
  ...DOCUMENT_TYPES.flatMap((t) => (t.intro ? [content(t.listPath, documentIntros[t.intro], t.pageTitle)] : [])),
  listing(ROUTES.clinics, clinicsPage),
  listing(ROUTES.services, servicesPage),
  listing(ROUTES.clinicAudio, clinicAudioPage),
  listing(ROUTES.serviceAudio, serviceAudioPage),
];
