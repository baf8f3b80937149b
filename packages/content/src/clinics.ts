import { foldDiacritics } from './text.js';
import { MORNING, SATURDAY, TWO_SHIFTS, secondShift, withLateDay } from './hours.js';
import { mail } from './institution.js';
import type { HoursRow, Person } from './types.js';

/**
 * The 28 clinics of docs/product.md "Screens" in the spec's order (1 Blagaj … 16 Zalik: family medicine;
 * 17–28: dental, orthodontic, oral-surgery clinics and the dental laboratory).
 * The clinic list, the detail pages, the audio guides and the phonebook all read this
 * file: a phone number is corrected here once. Names, phones, e-mails and addresses are
 * sample data (see README); titles, numbers and hour patterns come from the spec.
 */
export type ClinicKind = 'porodicna' | 'stomatoloska' | 'laboratorij';

export interface Clinic {
  id: number;
  /** Card title, as listed in docs/product.md "Screens" */
  title: string;
  /** Full name: detail-page heading, audio guide, phonebook. */
  name: string;
  kind: ClinicKind;
  address: string;
  phone: string;
  email: string;
  team: Person[];
  hours: HoursRow[];
  /** Patients visit it, so it has an audio guide (the laboratory receives no patients). */
  audioGuide: boolean;
}

const FM = 'Doktor medicine, specijalista porodične medicine';
const GP = 'Doktor medicine';
const NURSE = 'Medicinska sestra-tehničar';
const DENTIST = 'Doktor stomatologije';
const DENTAL_NURSE = 'Stomatološka sestra';

const doc = (name: string, role = FM): Person => ({ role, name: `dr. ${name}` });
const nurses = (role: string, ...names: string[]): Person[] => names.map((name) => ({ role, name }));

/** One clinic as written here; the exported record adds id, kind and the full name. */
interface Entry {
  title: string;
  /** Where it is: the address is "{place} bb, Mostar". */
  place: string;
  phone: string;
  /** Local part of the e-mail address on the institution's domain. */
  mailbox: string;
  team: Person[];
  hours: HoursRow[];
}

/** 1–16: family medicine. */
const FAMILY: Entry[] = [
  { title: 'Blagaj', place: 'Blagaj', phone: '036 580 201', mailbox: 'amb.blagaj',
    team: [doc('Amra Kajtaz'), ...nurses(NURSE, 'Selma Hadžiomerović', 'Edin Tinjak')],
    hours: [MORNING, secondShift('13:30'), SATURDAY] },
  { title: 'Brankovac 1', place: 'Brankovac', phone: '036 580 202', mailbox: 'amb.brankovac1',
    team: [doc('Mirza Humo'), ...nurses(NURSE, 'Lejla Ćemalović')],
    hours: [MORNING, secondShift('12:00')] },
  { title: 'Brankovac 2 i 3', place: 'Brankovac', phone: '036 580 203', mailbox: 'amb.brankovac23',
    team: [doc('Sanela Zuhrić'), doc('Adnan Pehlivan'), ...nurses(NURSE, 'Azra Behram', 'Alma Fejzić', 'Nermin Ljubović')],
    hours: [MORNING, secondShift('12:00'), SATURDAY] },
  { title: 'Carina', place: 'Carina', phone: '036 580 204', mailbox: 'amb.carina',
    team: [doc('Jasmina Ćišić'), ...nurses(NURSE, 'Mediha Rahimić', 'Dženana Sefo')],
    hours: [MORNING, secondShift('13:30'), SATURDAY] },
  { title: 'Donja Dreznica', place: 'Donja Drežnica', phone: '036 580 205', mailbox: 'amb.donjadreznica',
    team: [doc('Haris Jelovac', GP), ...nurses(NURSE, 'Samira Bajrić')],
    hours: withLateDay('Utorak') },
  { title: 'Dracevice', place: 'Dračevice', phone: '036 580 206', mailbox: 'amb.dracevice',
    team: [doc('Belma Zvizdić'), ...nurses(NURSE, 'Senad Maksumić')],
    hours: [MORNING] },
  { title: 'Gornja Dreznica', place: 'Gornja Drežnica', phone: '036 580 207', mailbox: 'amb.gornjadreznica',
    team: [doc('Armin Kovačević', GP), ...nurses(NURSE, 'Amela Čampara')],
    hours: withLateDay('Četvrtak') },
  { title: 'Gubavica', place: 'Gubavica', phone: '036 580 208', mailbox: 'amb.gubavica',
    team: [doc('Emir Mustafić'), ...nurses(NURSE, 'Ajla Lakišić')],
    hours: withLateDay('Srijeda') },
  { title: 'Kocine', place: 'Kočine', phone: '036 580 209', mailbox: 'amb.kocine',
    team: [doc('Lamija Delić', GP), ...nurses(NURSE, 'Fadila Isić')],
    hours: [MORNING] },
  { title: 'Luka', place: 'Luka', phone: '036 580 210', mailbox: 'amb.luka',
    team: [doc('Kenan Omanović'), ...nurses(NURSE, 'Merima Mehmedbašić', 'Adisa Kurt')],
    hours: [MORNING, secondShift('12:00')] },
  { title: 'Mahala', place: 'Mahala', phone: '036 580 211', mailbox: 'amb.mahala',
    team: [doc('Vesna Šarić'), ...nurses(NURSE, 'Ena Kapetanović', 'Almir Drljević')],
    hours: [MORNING, secondShift('13:30'), SATURDAY] },
  { title: 'Podvelez', place: 'Podvelez', phone: '036 580 212', mailbox: 'amb.podvelez',
    team: [doc('Damir Šunjić'), ...nurses(NURSE, 'Melisa Dizdar')],
    hours: withLateDay('Utorak') },
  { title: 'Potoci', place: 'Potoci', phone: '036 580 213', mailbox: 'amb.potoci',
    team: [doc('Nihada Obradović'), ...nurses(NURSE, 'Aida Jakirović')],
    hours: withLateDay('Srijeda') },
  { title: 'Tekija', place: 'Tekija', phone: '036 580 214', mailbox: 'amb.tekija',
    team: [doc('Tarik Kazazić'), ...nurses(NURSE, 'Indira Hasanbegović', 'Jasmin Đulić')],
    hours: [MORNING, secondShift('12:00')] },
  { title: 'Vrapcici', place: 'Vrapčići', phone: '036 580 215', mailbox: 'amb.vrapcici',
    team: [doc('Maida Karadža'), ...nurses(NURSE, 'Zlatan Oručević')],
    hours: withLateDay('Četvrtak') },
  { title: 'Zalik', place: 'Zalik', phone: '036 580 216', mailbox: 'amb.zalik',
    team: [doc('Sabina Vukotić'), ...nurses(NURSE, 'Arnela Memić', 'Mirela Spahić')],
    hours: [MORNING, secondShift('13:30'), SATURDAY] },
];

const dentist = (name: string, role = DENTIST) => doc(name, role);

/** 17–28: dental care. Brankovac works Tuesday 11:00–19:00 (docs/product.md "Screens"). */
const DENTAL: Entry[] = [
  { title: 'Stomatološka ambulanta Potoci', place: 'Potoci', phone: '036 580 217', mailbox: 'stom.potoci',
    team: [dentist('Emina Hodžić'), ...nurses(DENTAL_NURSE, 'Sanja Ćorić')],
    hours: withLateDay('Srijeda') },
  { title: 'Stomatološka ambulanta Zalik', place: 'Zalik', phone: '036 580 218', mailbox: 'stom.zalik',
    team: [dentist('Nedim Balić'), dentist('Amila Ovčina'), ...nurses(DENTAL_NURSE, 'Jasna Bubalo', 'Hana Trbonja')],
    hours: TWO_SHIFTS },
  { title: 'Školska stomatološka ambulanta Zalik', place: 'Zalik', phone: '036 580 219', mailbox: 'stom.skolska.zalik',
    team: [dentist('Ivana Marić', 'Specijalista dječije i preventivne stomatologije'), ...nurses(DENTAL_NURSE, 'Elma Tanović')],
    hours: withLateDay('Četvrtak') },
  { title: 'Ortodontska ambulanta Zalik', place: 'Zalik', phone: '036 580 220', mailbox: 'ortodoncija',
    team: [dentist('Anes Pašić', 'Specijalista ortodoncije'), ...nurses(DENTAL_NURSE, 'Lana Đikić')],
    hours: withLateDay('Utorak') },
  { title: 'Stomatološka ambulanta Brankovac', place: 'Brankovac', phone: '036 580 221', mailbox: 'stom.brankovac',
    team: [dentist('Meliha Šehić'), ...nurses(DENTAL_NURSE, 'Nejra Zolj')],
    hours: withLateDay('Utorak', '11:00', '19:00') },
  { title: 'Stomatološka ambulanta Carina II', place: 'Carina', phone: '036 580 222', mailbox: 'stom.carina',
    team: [dentist('Mirsad Kurtović'), dentist('Selma Alikalfić'), ...nurses(DENTAL_NURSE, 'Amra Salihović', 'Irma Kreso')],
    hours: TWO_SHIFTS },
  { title: 'Oralna hirurgija Carina', place: 'Carina', phone: '036 580 223', mailbox: 'oralna.hirurgija',
    team: [dentist('Faruk Džiho', 'Specijalista oralne hirurgije'), ...nurses(DENTAL_NURSE, 'Edita Habul')],
    hours: withLateDay('Srijeda') },
  { title: 'Stomatološka ambulanta Mahala', place: 'Mahala', phone: '036 580 224', mailbox: 'stom.mahala',
    team: [dentist('Dino Čolaković'), dentist('Azra Hajdarević'), ...nurses(DENTAL_NURSE, 'Minela Avdić', 'Suada Krpo')],
    hours: TWO_SHIFTS },
  { title: 'Stomatološka ambulanta Tekija', place: 'Tekija', phone: '036 580 225', mailbox: 'stom.tekija',
    team: [dentist('Lejla Bijedić'), ...nurses(DENTAL_NURSE, 'Vildana Mrndžić')],
    hours: withLateDay('Četvrtak') },
  { title: 'Stomatološka ambulanta Blagaj', place: 'Blagaj', phone: '036 580 226', mailbox: 'stom.blagaj',
    team: [dentist('Edis Sultić'), ...nurses(DENTAL_NURSE, 'Emira Jahić')],
    hours: withLateDay('Utorak') },
  { title: 'Školska stomatološka ambulanta Gnojnice', place: 'Gnojnice', phone: '036 580 227', mailbox: 'stom.gnojnice',
    team: [dentist('Adela Rizvanović', 'Specijalista dječije i preventivne stomatologije'), ...nurses(DENTAL_NURSE, 'Sabrina Fazlić')],
    hours: withLateDay('Srijeda') },
  { title: 'Zubotehnički laboratorij', place: 'Zalik', phone: '036 580 228', mailbox: 'zubotehnika',
    team: nurses('Zubni tehničar', 'Safet Marić', 'Goran Ivanković', 'Muamer Hebib'),
    hours: [MORNING] },
];

const kindOf = (id: number, title: string): ClinicKind =>
  id <= FAMILY.length ? 'porodicna' : title.includes('laboratorij') ? 'laboratorij' : 'stomatoloska';

export const clinics: Clinic[] = [...FAMILY, ...DENTAL].map((e, i) => {
  const id = i + 1;
  const kind = kindOf(id, e.title);
  return {
    id,
    title: e.title,
    // The spec's titles are written without diacritics; the full name spells the place properly.
    name: kind === 'porodicna' ? `Ambulanta porodične medicine ${e.title.replace(foldDiacritics(e.place), e.place)}` : e.title,
    kind,
    address: `${e.place} bb, Mostar`,
    phone: e.phone,
    email: mail(e.mailbox),
    team: e.team,
    hours: e.hours,
    audioGuide: kind !== 'laboratorij',
  };
});

export const clinicById = (id: number): Clinic | undefined => clinics.find((c) => c.id === id);
