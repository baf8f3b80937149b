import type { DocumentKind } from '@dz/contracts';
import { dentalLiterature, medicalLiterature } from '../library.js';
import { regulationGroups, regulationLine } from '../centreLaws/laws.js';

/**
 * Demo documents: ten per type (two pages of five), sample data (README). Each string is
 * the type's one text field (naziv, opis or naslov); for ZAKON_EDU and BIBLIOTEKA it is a
 * multi-line `opis`. Laws and library entries come from the real lists on /zakonEdu and
 * /biblioteka, so the demo quotes nothing that is not checked there.
 */
const regulations = regulationGroups.flatMap((g) => g.items.map((item) => ({ group: g.title, item })));
const laws = regulations.filter((r) => r.item.title.startsWith('Zakon'));

const centreLaws = regulations.slice(0, 10).map(({ group, item }) =>
  [item.title, item.gazette ?? 'Službeno glasilo: provjeriti u važećem izdanju', `Oblast: ${group}`].join('\n'),
);

const biblioteka = [...medicalLiterature.slice(0, 6), ...dentalLiterature.slice(0, 4)].map((entry, i) =>
  [entry, `Signatura: ${i < 6 ? 'MED' : 'STOM'}-${String(i + 1).padStart(3, '0')}`, 'Dostupno za posudbu u Centru za edukaciju kadrova'].join('\n'),
);

export const demoDocuments: Record<DocumentKind, string[]> = {
  ZAKON: laws.slice(0, 10).map(({ item }) => regulationLine(item)),
  EDUKACIJA: [
    'Kurs osnovnog održavanja života (BLS) i upotreba AED-a za medicinske sestre-tehničare',
    'Racionalna primjena antibiotika u porodičnoj medicini: predavanje za doktore',
    'Higijena ruku i prevencija infekcija povezanih sa zdravstvenom zaštitom',
    'Zbrinjavanje dijabetičkog stopala u ambulanti porodične medicine',
    'Komunikacija sa pacijentom i porodicom u teškim situacijama',
    'Novi kalendar imunizacije: šta se mijenja za pedijatrijske timove',
    'Prva pomoć kod anafilaktičke reakcije nakon vakcinacije',
    'Vođenje elektronskog zdravstvenog kartona: radionica',
    'Prepoznavanje i prijava nasilja u porodici: uloga zdravstvenih radnika',
    'Mentorski rad sa pripravnicima: smjernice za mentore',
  ],
  JAVNA_NABAVKA: [
    'Plan javnih nabavki za tekuću godinu',
    'Nabavka lijekova i medicinskog potrošnog materijala: tenderska dokumentacija',
    'Nabavka sanitetskog vozila: obavještenje o nabavci',
    'Nabavka laboratorijskih reagenasa i potrošnog materijala',
    'Nabavka stomatoloških materijala: odluka o izboru najpovoljnijeg ponuđača',
    'Održavanje medicinske opreme: okvirni sporazum',
    'Nabavka goriva za službena i sanitetska vozila',
    'Nabavka kancelarijskog materijala i tonera',
    'Usluge čišćenja prostorija: obavještenje o dodjeli ugovora',
    'Nabavka informatičke opreme za ambulante porodične medicine',
  ],
  PRAVA_OSIGURANIKA: [
    'Pravo na izbor doktora porodične medicine',
    'Uputnica za specijalistički pregled: kada i kako',
    'Participacija: ko je oslobođen plaćanja',
    'Ortopedska pomagala: postupak ostvarivanja prava',
    'Privremena spriječenost za rad (bolovanje): postupak i dokumenti',
    'Lijekovi na recept: esencijalna lista lijekova',
    'Kućno liječenje i patronažne posjete',
    'Pristup vlastitoj medicinskoj dokumentaciji',
    'Prigovor na rad zdravstvenog radnika: kome i kako',
    'Zdravstvena zaštita osiguranika pri boravku u inostranstvu',
  ],
  OGLAS: [
    'Javni oglas za prijem doktora medicine na određeno vrijeme',
    'Javni oglas za prijem medicinskih sestara-tehničara',
    'Odluka o izboru kandidata po javnom oglasu za doktore medicine',
    'Javni oglas za prijem doktora stomatologije',
    'Javni oglas za prijem pripravnika volontera',
    'Odluka o poništenju javnog oglasa za radno mjesto vozača',
    'Javni oglas za prijem magistra farmacije',
    'Lista uspješnih kandidata: medicinske sestre-tehničari',
    'Javni oglas za izbor članova Upravnog odbora',
    'Odluka o izboru kandidata po javnom oglasu za laboratorijskog tehničara',
  ],
  INFORMACIJA: [
    'Kako pravilno mjeriti krvni pritisak kod kuće',
    'Ishrana kod šećerne bolesti',
    'Fizička aktivnost u starijoj dobi',
    'Prestanak pušenja: prvi koraci',
    'Vakcinacija djece: odgovori na česta pitanja',
    'Zdravlje zuba kod djece predškolskog uzrasta',
    'Rano otkrivanje raka grlića materice',
    'Astma kod djece: kako prepoznati i kontrolisati napade',
    'Pravilna upotreba antibiotika',
    'Briga o stopalima kod dijabetesa',
  ],
  ZAKON_EDU: centreLaws,
  BIBLIOTEKA: biblioteka,
  BROSURA: [
    'Vodič za roditelje: kalendar vakcinacije',
    'Dojenje: prvi koraci',
    'Život sa hipertenzijom',
    'Šećerna bolest: svakodnevna briga',
    'Prevencija padova kod starijih osoba',
    'Mentalno zdravlje: kada potražiti pomoć',
    'Zdravi zubi za cijeli život',
    'Prava pacijenata ukratko',
    'Prva pomoć kod kuće',
    'Zdrava ishrana za školsku djecu',
  ],
};
