import { ALL_DAY, MORNING, SATURDAY, WEEKDAYS, row, secondShift } from './hours.js';
import { mail } from './institution.js';
import type { HoursRow, Person } from './types.js';

/**
 * The 20 services of docs/product.md "Screens" (flip cards on /sluzbe). The cards, the audio guides and the
 * phonebook read this file. The emergency service's hours (00–24) and phone (124) come
 * from the spec; every name, other phone and e-mail is sample data (see README).
 */
export type ServiceIcon =
  | 'ambulance' | 'stethoscope' | 'child' | 'school' | 'woman' | 'home' | 'shield' | 'lungs'
  | 'rehab' | 'briefcase' | 'tooth' | 'drop' | 'xray' | 'mind' | 'heart' | 'eye' | 'ear' | 'pill'
  | 'car' | 'steam';

export interface Service {
  id: number;
  title: string;
  icon: ServiceIcon;
  /** One sentence on the front of the card. */
  description: string;
  head: Person;
  chiefNurse?: Person;
  phone: string;
  email: string;
  hours: HoursRow[];
  /** Patients come to it or call it, so it has an audio guide (sterilisation does not). */
  audioGuide: boolean;
}

const HEAD = 'Šef službe';
const NURSE = 'Glavna sestra službe';
const head = (name: string, role = HEAD): Person => ({ role, name });
const nurse = (name: string, role = NURSE): Person => ({ role, name });

type Entry = Omit<Service, 'id' | 'email' | 'audioGuide'> & { mailbox: string; audioGuide?: false };

const ENTRIES: Entry[] = [
  { title: 'Služba hitne medicinske pomoći', icon: 'ambulance', mailbox: 'hitna', phone: '124',
    description: 'Hitna medicinska pomoć u ambulanti i na terenu, svaki dan 24 sata.',
    head: head('dr. Elvir Bošnjak, spec. urgentne medicine'), chiefNurse: nurse('Mirsad Tule', 'Glavni tehničar službe'),
    hours: [ALL_DAY] },
  { title: 'Služba porodične medicine', icon: 'stethoscope', mailbox: 'porodicna.medicina', phone: '036 580 302',
    description: 'Šesnaest ambulanti porodične medicine u gradskim i prigradskim naseljima.',
    head: head('dr. Amra Kajtaz, spec. porodične medicine'), chiefNurse: nurse('Nermina Gosto'),
    hours: [MORNING, secondShift('12:00'), SATURDAY] },
  { title: 'Služba za zdravstvenu zaštitu djece', icon: 'child', mailbox: 'pedijatrija', phone: '036 580 303',
    description: 'Pregledi i vakcinacija djece predškolskog uzrasta, savjetovalište za zdravo dijete.',
    head: head('dr. Selma Mujkić, spec. pedijatrije'), chiefNurse: nurse('Amina Tikvina'),
    hours: [MORNING, secondShift('13:30', 'Druga smjena'), SATURDAY] },
  { title: 'Služba za zdravstvenu zaštitu školske djece i omladine', icon: 'school', mailbox: 'skolska.medicina', phone: '036 580 304',
    description: 'Sistematski pregledi, vakcinacija i savjetovalište za učenike i studente.',
    head: head('dr. Adnan Dedić, spec. školske medicine'), chiefNurse: nurse('Lejla Hamzić'),
    hours: [MORNING] },
  { title: 'Služba za zdravstvenu zaštitu žena', icon: 'woman', mailbox: 'ginekologija', phone: '036 580 305',
    description: 'Reproduktivno zdravlje žena: praćenje trudnoće, planiranje porodice i rano otkrivanje raka.',
    head: head('dr. Maja Ćurić, spec. ginekologije i akušerstva'), chiefNurse: nurse('Sanela Bešlagić', 'Glavna babica službe'),
    hours: [MORNING, secondShift('13:30', 'Druga smjena')] },
  { title: 'Polivalentna patronažna služba', icon: 'home', mailbox: 'patronaza', phone: '036 580 306',
    description: 'Kućne posjete novorođenčadi, porodiljama, hroničnim i nepokretnim bolesnicima.',
    head: head('Emira Hadžić, dipl. med. sestra', 'Koordinatorica službe'),
    hours: [MORNING] },
  { title: 'Higijensko-epidemiološka služba', icon: 'shield', mailbox: 'hes', phone: '036 580 307',
    description: 'Praćenje zaraznih bolesti, imunizacija, sanitarni pregledi i kontrola vode za piće.',
    head: head('dr. Zlatko Husić, spec. epidemiologije'), chiefNurse: nurse('Dijana Brkić', 'Glavni sanitarni tehničar'),
    hours: [MORNING] },
  { title: 'Pneumoftiziološka služba', icon: 'lungs', mailbox: 'pulmologija', phone: '036 580 308',
    description: 'Dijagnostika i liječenje plućnih bolesti i tuberkuloze, spirometrija.',
    head: head('dr. Mersiha Gološ, spec. pneumoftiziologije'), chiefNurse: nurse('Hajrija Alagić'),
    hours: [MORNING] },
  { title: 'Centar za fizikalnu rehabilitaciju', icon: 'rehab', mailbox: 'cbr', phone: '036 580 309',
    description: 'Fizikalna terapija i rehabilitacija u zajednici nakon povreda, operacija i kod hroničnih bolesti.',
    head: head('dr. Adis Lizde, spec. fizikalne medicine i rehabilitacije'), chiefNurse: nurse('Alen Velagić', 'Glavni fizioterapeut'),
    hours: [MORNING, secondShift('12:00', 'Druga smjena')] },
  { title: 'Služba medicine rada', icon: 'briefcase', mailbox: 'medicina.rada', phone: '036 580 310',
    description: 'Prethodni i periodični pregledi radnika i vozača, kada su ugovoreni sa poslodavcem.',
    head: head('dr. Nedžad Kovač, spec. medicine rada'), chiefNurse: nurse('Ermina Šator'),
    hours: [MORNING] },
  { title: 'Stomatološka služba', icon: 'tooth', mailbox: 'stomatologija', phone: '036 580 311',
    description: 'Zaštita zuba odraslih i djece, ortodoncija, oralna hirurgija i zubotehnički laboratorij.',
    head: head('dr. Nedim Balić, doktor stomatologije'), chiefNurse: nurse('Jasna Bubalo'),
    hours: [MORNING, secondShift('13:30', 'Druga smjena'), SATURDAY] },
  { title: 'Služba za laboratorijsku dijagnostiku', icon: 'drop', mailbox: 'laboratorija', phone: '036 580 312',
    description: 'Biohemijske i hematološke analize te analize urina; vađenje krvi od 07:00 do 10:00.',
    head: head('mr. ph. Alma Pašalić, spec. medicinske biohemije'), chiefNurse: nurse('Dženita Mahmutović', 'Glavni laboratorijski tehničar'),
    hours: [MORNING, SATURDAY] },
  { title: 'Služba za radiološku dijagnostiku', icon: 'xray', mailbox: 'radiologija', phone: '036 580 313',
    description: 'Rendgensko snimanje, ultrazvuk i mamografija, po uputnici ljekara.',
    head: head('dr. Edin Selimović, spec. radiologije'), chiefNurse: nurse('Senada Pekušić', 'Glavni inženjer medicinske radiologije'),
    hours: [MORNING, secondShift('13:30', 'Druga smjena')] },
  { title: 'Centar za mentalno zdravlje', icon: 'mind', mailbox: 'cmz', phone: '036 580 314',
    description: 'Psihijatrijska i psihološka pomoć, savjetovanje i rad sa porodicom u zajednici.',
    head: head('dr. Nermana Mehić, spec. neuropsihijatrije'), chiefNurse: nurse('Asim Hadžiahmetović', 'Glavni tehničar centra'),
    hours: [MORNING] },
  { title: 'Internistička ambulanta', icon: 'heart', mailbox: 'interna', phone: '036 580 315',
    description: 'Specijalistički internistički pregledi, EKG i holter pritiska, po uputnici.',
    head: head('dr. Jasmin Tahirović, spec. interne medicine'), chiefNurse: nurse('Azemina Zahirović'),
    hours: [MORNING] },
  { title: 'Oftalmološka ambulanta', icon: 'eye', mailbox: 'oftalmologija', phone: '036 580 316',
    description: 'Pregled vida, mjerenje očnog pritiska i propisivanje naočala, po uputnici.',
    head: head('dr. Aida Kapić, spec. oftalmologije'), chiefNurse: nurse('Belma Drače'),
    hours: [MORNING] },
  { title: 'Otorinolaringološka ambulanta', icon: 'ear', mailbox: 'orl', phone: '036 580 317',
    description: 'Pregledi uha, grla i nosa, ispiranje uha i ispitivanje sluha, po uputnici.',
    head: head('dr. Kemal Mujanović, spec. otorinolaringologije'), chiefNurse: nurse('Maida Šuta'),
    hours: [row(WEEKDAYS, '07:00', '14:00')] },
  { title: 'Apoteka', icon: 'pill', mailbox: 'apoteka', phone: '036 580 318',
    description: 'Izdavanje lijekova na recept i savjeti o njihovoj pravilnoj upotrebi.',
    head: head('mr. ph. Dalila Hasić', 'Šefica apoteke'),
    hours: [row(WEEKDAYS, '07:00', '20:00'), row('Subota', '08:00', '14:00')] },
  { title: 'Služba sanitetskog prevoza', icon: 'car', mailbox: 'sanitetski.prevoz', phone: '036 580 319',
    description: 'Prevoz pacijenata na dijalizu, terapije i preglede, po nalogu ljekara.',
    head: head('Sead Bajramović, med. tehničar', 'Koordinator službe'),
    hours: [row(WEEKDAYS, '06:00', '20:00'), SATURDAY] },
  { title: 'Centralna sterilizacija', icon: 'steam', mailbox: 'sterilizacija', phone: '036 580 320',
    description: 'Sterilizacija instrumenata i materijala za sve ambulante i službe.',
    head: head('Vahida Omerika, dipl. med. sestra', 'Rukovoditeljica sterilizacije'),
    hours: [MORNING], audioGuide: false },
];

export const services: Service[] = ENTRIES.map(({ mailbox, audioGuide, ...e }, i) => ({
  ...e,
  id: i + 1,
  email: mail(mailbox),
  audioGuide: audioGuide ?? true,
}));
