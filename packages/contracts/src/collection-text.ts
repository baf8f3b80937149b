import { FRAME_UI } from './frame-text.js';
import type { ClinicKind, ServiceIcon } from './constants.js';

/**
 * The labels of the collections' fields and kinds (collections.ts), which the screens show too:
 * `WEB_UI` takes them in, so `WEB_UI.newsTitleLabel` is this one string. Apart from web.ts so the
 * descriptions load these few words, not every screen's text. The contact fields' words are the
 * footer's (FRAME_UI).
 */
export const COLLECTION_UI = {
  // News and documents.
  newsTitleLabel: 'Naslov',
  newsBodyLabel: 'Opis',
  imageLabel: 'Slika',
  pdfLabel: 'PDF File',
  // Clinics and services.
  unitTitle: 'Naziv',
  clinicFullName: 'Puni naziv',
  clinicKind: 'Vrsta ambulante',
  clinicKinds: { porodicna: 'Porodična medicina', stomatoloska: 'Stomatološka', laboratorij: 'Laboratorij' } satisfies Record<ClinicKind, string>,
  phones: 'Telefoni',
  team: 'Tim',
  audioGuide: 'Ima audio vodič',
  serviceDescription: 'Opis',
  serviceIcon: 'Ikona',
  serviceIcons: {
    ambulance: 'Vozilo hitne pomoći', stethoscope: 'Stetoskop', child: 'Dijete', school: 'Škola', woman: 'Žena', home: 'Kuća',
    shield: 'Štit', lungs: 'Pluća', rehab: 'Rehabilitacija', briefcase: 'Aktovka', tooth: 'Zub', drop: 'Kap krvi', xray: 'Rendgen',
    mind: 'Mentalno zdravlje', heart: 'Srce', eye: 'Oko', ear: 'Uho', pill: 'Lijek', car: 'Automobil', steam: 'Inhalacija',
  } satisfies Record<ServiceIcon, string>,
  serviceHead: 'Šef službe',
  chiefNurse: 'Glavna sestra / tehničar',
  hours: 'Radno vrijeme',
  // The institution's contacts.
  institutionEditHeading: 'Kontakti ustanove',
  street: 'Ulica i broj',
  postalCode: 'Poštanski broj',
  city: 'Grad',
  bank: 'Banka',
  socialUrl: 'Adresa društvene mreže (URL)',
  socialLabel: 'Naziv linka društvene mreže',
  /** The on-duty numbers of the emergency strip (issue 24): rows of a label and a number. */
  dutyPhones: 'Dežurni telefoni',
  pagePath: 'Putanja',
  pageTitle: 'Naslov',
  pageSummary: 'Sažetak',
  pageBlocks: 'Sadržaj',
  // Notices.
  noticesHeading: 'Obavijesti',
  noticeText: 'Tekst obavijesti',
  noticeLink: 'Link (nije obavezan)',
  noticeFrom: 'Prikazuje se od',
  noticeTo: 'Prikazuje se do',
  noticeUrgentField: 'Hitna obavijest (istaknuta)',
  phone: FRAME_UI.phone,
  email: FRAME_UI.email,
  address: FRAME_UI.address,
  giroAccount: FRAME_UI.giroAccount,
} as const;
