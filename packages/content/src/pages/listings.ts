/**
 * Headings, short leads and the few words of the clinic, service and audio-guide pages
 * and of the generic page components (table headers, button labels): the web app's
 * static pages write no text of their own.
 */
export interface ListingPage {
  title: string;
  lead: string;
  /** The page's meta description when the lead's first sentence does not describe it. */
  description?: string;
}

export const clinicsPage: ListingPage = {
  title: 'Ambulante',
  lead: 'Ambulante porodične medicine i stomatološke ambulante Doma zdravlja. Odaberite ambulantu za tim, kontakt i radno vrijeme.',
};

export const servicesPage: ListingPage = {
  title: 'Službe',
  lead: 'Kliknite karticu ili pritisnite dugme na njoj za šefa službe, kontakt i radno vrijeme.',
  description: 'Službe Doma zdravlja: šef službe, kontakt i radno vrijeme svake od njih.',
};

const audioLead = (whose: string) =>
  `Kratki audio zapisi sa nazivom, radnim vremenom i telefonom svake ${whose}. Poslušajte ih ovdje ili preuzmite MP3 datoteku.`;

/** A clinic page's meta description: its name, where it is and what the page shows. */
export const clinicDescription = (clinic: { name: string; address: string }) => `${clinic.name}, ${clinic.address}: tim, kontakt i radno vrijeme.`;

/** A service page's meta description: what the service does (the sentence of its card) and what the page shows. */
export const serviceDescription = (service: { description: string }) => {
  const what = service.description.trim();
  return `${/[.!?…]$/u.test(what) ? what : `${what}.`} Šef službe, kontakt i radno vrijeme.`;
};

export const clinicAudioPage: ListingPage = { title: 'Audio vodič: ambulante', lead: audioLead('ambulante') };
export const serviceAudioPage: ListingPage = { title: 'Audio vodič: službe', lead: audioLead('službe') };

export const labels = {
  team: 'Tim',
  role: 'Uloga',
  name: 'Ime i prezime',
  hours: 'Radno vrijeme',
  days: 'Dani',
  time: 'Vrijeme',
  note: 'Napomena',
  phone: 'Telefon',
  email: 'E-mail',
  address: 'Adresa',
  contact: 'Kontakt',
  head: 'Šef službe',
  chiefNurse: 'Glavna sestra',
  flipShow: 'Kontakt i radno vrijeme',
  flipHide: 'Nazad',
  listen: 'Poslušajte',
  duration: 'Trajanje',
  downloadMp3: 'Preuzmi MP3',
  transcript: 'Tekst vodiča',
  allClinics: 'Sve ambulante',
  allServices: 'Sve službe',
  /** A service page's table of its head and chief nurse. */
  serviceLeads: 'Rukovodstvo službe',
  /** The link from a service's card on /sluzbe to its own page (its accessible name adds the service, WEB_UI.forItem). */
  servicePage: 'Stranica službe',
  audioGuide: 'Audio vodič',
  illustration: 'Ilustracija',
  /** The dated changes under a clinic's weekly hours ("24. novembar 2026.: zatvoreno (Dan državnosti)"). */
  hoursExceptions: 'Promjene radnog vremena',
  closed: 'zatvoreno',
} as const;
