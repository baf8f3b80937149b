/**
 * The content shown above some document lists (issue 38: their page's blocks). The pages of this folder are page modules
 * now: clinics, services and the audio guides (src/page-modules/units.tsx), the static pages staff write (/o-nama,
 * /centar, /info, /pristupacnost…: features/pages/storedPageModule.tsx, src/page-modules/page-*.tsx).
 */
export { DocumentIntro } from './StoredIntro';
