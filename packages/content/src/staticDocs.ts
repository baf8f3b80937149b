import { ASSETS } from './assets.js';
import { seatAddress } from './institution.js';
import type { LinkItem } from './types.js';

/**
 * The static PDF forms the pages link to (the candidates' application form on Oglasi,
 * the education centre's request forms). `pnpm --filter @dz/content run generate:pdf`
 * renders them from this text into apps/web/public/assets/docs/{slug}.pdf.
 */
export interface DocSection {
  heading?: string;
  lines: string[];
  /** Named entries (a clinic, a service): the name in bold, then its lines. */
  entries?: { title: string; lines: string[] }[];
}

export interface StaticDoc {
  slug: string;
  title: string;
  sections: DocSection[];
}

const BLANK = '________________________________';
const field = (label: string) => `${label}: ${BLANK}`;
const signature: DocSection = { lines: ['', `Mjesto i datum: ${BLANK}`, '', `Potpis podnosioca: ${BLANK}`] };
const header: DocSection = { lines: [seatAddress] };
const applicant = (heading: string, ...extra: string[]): DocSection => ({
  heading,
  lines: ['Ime i prezime', 'Adresa stanovanja', 'Telefon', 'E-mail', ...extra].map(field),
});

export const staticDocs: StaticDoc[] = [
  {
    slug: 'prijava-na-javni-oglas',
    title: 'Prijava na javni oglas',
    sections: [
      header,
      { lines: [field('Broj i datum javnog oglasa'), field('Radno mjesto na koje se kandidat prijavljuje')] },
      applicant('Podaci o kandidatu', 'Ime jednog roditelja', 'Datum i mjesto rođenja', 'Stručna sprema i zvanje', 'Radno iskustvo u struci (godina)'),
      {
        heading: 'Uz prijavu prilažem (zaokružiti)',
        lines: [
          '1. Kraću biografiju (CV)',
          '2. Diplomu ili uvjerenje o završenom obrazovanju',
          '3. Uvjerenje o položenom stručnom ispitu',
          '4. Licencu nadležne komore (kada je uslov oglasa)',
          '5. Uvjerenje o državljanstvu, ne starije od šest mjeseci',
          '6. Izvod iz matične knjige rođenih',
          '7. Dokaz o radnom iskustvu',
        ],
      },
      {
        heading: 'Izjava kandidata',
        lines: [
          'Izjavljujem pod punom materijalnom i krivičnom odgovornošću da su podaci navedeni u prijavi tačni ' +
            'i saglasan/saglasna sam da se moji lični podaci obrađuju isključivo u svrhu provođenja javnog oglasa.',
          'Prijava se sa prilozima predaje na protokol ili šalje poštom u zatvorenoj koverti s naznakom ' +
            '„Prijava na javni oglas – ne otvarati“. Nepotpune i neblagovremene prijave neće se razmatrati.',
        ],
      },
      signature,
    ],
  },
  {
    slug: 'zahtjev-za-istrazivanje',
    title: 'Zahtjev za odobrenje istraživanja',
    sections: [
      header,
      applicant('Podaci o istraživaču', 'Ustanova / fakultet', 'Mentor'),
      {
        heading: 'Podaci o istraživanju',
        lines: ['Naziv istraživanja', 'Cilj i metodologija (ukratko)', 'Službe u kojima se provodi', 'Planirano trajanje'].map(field),
      },
      { lines: ['Uz zahtjev se prilaže protokol istraživanja i obrazac informisanog pristanka ispitanika. Zahtjev razmatra Etički komitet.'] },
      signature,
    ],
  },
  {
    slug: 'zahtjev-za-praksu',
    title: 'Zahtjev za stručnu ili ferijalnu praksu',
    sections: [
      header,
      applicant('Podaci o učeniku / studentu', 'Škola / fakultet i godina studija'),
      { heading: 'Praksa', lines: ['Vrsta prakse (stručna / ferijalna)', 'Željena služba', 'Period (od – do)'].map(field) },
      signature,
    ],
  },
  {
    slug: 'zahtjev-za-pripravnicki-staz',
    title: 'Zahtjev za obavljanje pripravničkog staža',
    sections: [
      header,
      applicant('Podaci o pripravniku', 'Završeni fakultet / škola', 'Datum diplomiranja'),
      { heading: 'Staž', lines: ['Vrsta staža (volonterski / uz naknadu)', 'Željeni početak'].map(field) },
      { lines: ['Uz zahtjev se prilaže kopija diplome i uvjerenje o državljanstvu.'] },
      signature,
    ],
  },
  {
    slug: 'prijava-strucnog-sastanka',
    title: 'Prijava stručnog sastanka farmaceutske kuće ili udruženja',
    sections: [
      header,
      applicant('Organizator', 'Naziv kuće / udruženja', 'Predavač i zvanje'),
      { heading: 'Sastanak', lines: ['Tema', 'Ciljna grupa', 'Predloženi datum i vrijeme', 'Trajanje (min)'].map(field) },
      { lines: ['Sastanak mora imati edukativni sadržaj zasnovan na dokazima; promocija lijekova provodi se u skladu s propisima o lijekovima.'] },
      signature,
    ],
  },
];

export const staticDocPath = (slug: string) => `${ASSETS.docs}/${slug}.pdf`;

/** A download link to one of the forms above; throws on a slug that does not exist. */
export function staticDocLink(slug: string, label?: string): LinkItem {
  const doc = staticDocs.find((d) => d.slug === slug);
  if (!doc) throw new Error(`Unknown static document: ${slug}`);
  return { label: `${label ?? doc.title} (PDF)`, href: staticDocPath(slug), download: true };
}
