import { ROUTES, type DocumentKind } from '@dz/contracts';

/**
 * Realistic items and the queries people type for them (docs/product.md "Search"): the site
 * search's quality list, run by test/search-queries.test.ts (each query must bring its item
 * into the top 3) and measured against other ways of matching by bench/search-quality.ts.
 */

export const NEWS = [
  {
    naslov: 'Raspored dežurstava tokom prvomajskih praznika',
    opis: 'Tokom prvomajskih praznika Služba hitne medicinske pomoći radi neprekidno, a ambulante porodične medicine organizuju dežurstva od 8 do 20 sati. Raspored dežurnih timova objavljen je na oglasnoj tabli.',
  },
  {
    naslov: 'Radno vrijeme na Đurđevdan',
    opis: 'Na Đurđevdan, 6. maja, ambulante porodične medicine rade do 12 sati. Hitna pomoć radi kao i svakog dana, 24 sata.',
  },
  {
    naslov: 'Vakcinacija djece protiv morbila, zaušnjaka i rubeole',
    opis: 'Pozivamo roditelje da djecu dovedu na redovnu vakcinaciju MRP vakcinom. Vakcinacija se obavlja u Službi za zdravstvenu zaštitu djece svakim radnim danom od 8 do 14 sati, uz zdravstvenu knjižicu.',
  },
  {
    naslov: 'Besplatni preventivni pregledi za žene',
    opis: 'U oktobru, mjesecu borbe protiv raka dojke, žene od 40 do 69 godina mogu obaviti besplatnu mamografiju i Papa test bez uputnice.',
  },
  {
    naslov: 'Novi ljekari u ambulanti Cim',
    opis: 'Timu ambulante porodične medicine Cim pridružuju se dva ljekara specijalista porodične medicine, čime se smanjuje čekanje na pregled.',
  },
  {
    naslov: 'Savjeti za vrućine',
    opis: 'Tokom toplotnog talasa pijte dovoljno vode, izbjegavajte boravak na suncu između 11 i 17 sati i redovno provjeravajte starije članove porodice.',
  },
  // Issue 24: what residents call things, codes and numbers, đ typed as d.
  {
    naslov: 'Zubna ambulanta radi i subotom',
    opis: 'Stomatološka ambulanta u Domu zdravlja od ovog mjeseca prima pacijente i subotom od 8 do 13 sati. Rendgensko snimanje zuba (ortopan) obavlja se uz uputnicu stomatologa.',
  },
  {
    naslov: 'Pedijatar u ambulanti Cim',
    opis: 'Ljekar specijalista pedijatrije prima djecu do 15 godina svakim radnim danom, uz prethodno zakazivanje.',
  },
  {
    naslov: 'Vakcinacija protiv gripe počinje u oktobru',
    opis: 'Vakcina protiv sezonske gripe besplatna je za starije od 65 godina i hronične bolesnike.',
  },
  {
    naslov: 'Moždani udar: prepoznajte znakove na vrijeme',
    opis: 'Iskrivljeno lice, slabost ruke i otežan govor znaci su moždanog udara. Odmah pozovite hitnu pomoć.',
  },
  {
    naslov: 'Laboratorija: vađenje krvi bez zakazivanja',
    opis: 'Kompletna krvna slika i biohemijske analize rade se svakim radnim danom od 7 do 10 sati.',
  },
  {
    naslov: 'Oftalmološka ambulanta u novom prostoru',
    opis: 'Pregledi vida i propisivanje naočala od ponedjeljka se obavljaju u prizemlju.',
  },
  {
    naslov: 'Dr. Marko Đorđević preuzima tim u Bijelom Polju',
    opis: 'Specijalista porodične medicine dr. Đorđević prima pacijente od ponedjeljka.',
  },
  {
    naslov: 'Treća doza vakcine protiv COVID-19',
    opis: 'Treća doza vakcine protiv COVID-19 dostupna je u svim timovima porodične medicine.',
  },
  {
    naslov: 'Krpelji: kako ih sigurno ukloniti',
    opis: 'Krpelja uklonite pincetom, povlačeći polako; ne mažite ga uljem.',
  },
  {
    naslov: 'Pitanja o zakazivanju pregleda',
    opis: 'Pitanja o zakazivanju pošaljite na info@dz-primjer.ba ili pozovite 036 580 100.',
  },
] as const;

export interface DocumentCase {
  kind: DocumentKind;
  title: string;
  /** The text inside its PDF (a real PDF is rendered from it). */
  pdf: string;
}

export const DOCUMENTS: DocumentCase[] = [
  {
    kind: 'ZAKON', title: 'Zakon o zdravstvenoj zaštiti',
    pdf: 'Ovim zakonom uređuju se načela, način organizovanja i provođenja zdravstvene zaštite, prava i obaveze osiguranih lica te nadzor nad radom zdravstvenih ustanova.',
  },
  {
    kind: 'ZAKON', title: 'Zakon o pravima, obavezama i odgovornostima pacijenata',
    pdf: 'Pacijent ima pravo na dostupnost zdravstvene zaštite, pravo na informacije i pravo na povjerljivost podataka o svom zdravstvenom stanju.',
  },
  {
    kind: 'JAVNA_NABAVKA', title: 'Tender za nabavku lijekova i medicinskog potrošnog materijala',
    pdf: 'Predmet nabavke su lijekovi sa liste esencijalnih lijekova i medicinski potrošni materijal za potrebe ambulanti. Ponude se dostavljaju do 15. decembra.',
  },
  {
    kind: 'JAVNA_NABAVKA', title: 'Odluka o izboru najpovoljnijeg ponuđača za nabavku sanitetskog vozila',
    pdf: 'Ugovor za isporuku jednog sanitetskog vozila dodjeljuje se ponuđaču koji je ponudio najnižu cijenu.',
  },
  {
    kind: 'OGLAS', title: 'Oglas za prijem medicinskih sestara-tehničara',
    pdf: 'Dom zdravlja raspisuje javni oglas za prijem tri medicinske sestre-tehničara na određeno vrijeme. Prijave se podnose u roku od osam dana.',
  },
  {
    kind: 'PRAVA_OSIGURANIKA', title: 'Pravo na refundaciju troškova liječenja',
    pdf: 'Osigurano lice ima pravo na povrat sredstava za lijekove i usluge koje je platilo, uz račun i nalaz ljekara.',
  },
  {
    kind: 'BROSURA', title: 'Dojenje: prvih šest mjeseci',
    pdf: 'Majčino mlijeko je najbolja hrana za dijete u prvih šest mjeseci života. Savjetovalište za dojenje radi utorkom i četvrtkom.',
  },
  {
    kind: 'INFORMACIJA', title: 'Predavanje o šećernoj bolesti',
    pdf: 'Dijabetes tip 2 se može spriječiti zdravom ishranom i fizičkom aktivnošću. Predavanje vodi specijalista interne medicine.',
  },
  {
    kind: 'ZAKON', title: 'Zakon o evidencijama u oblasti zdravstva (Službene novine FBiH 46/10)',
    pdf: 'Ovim zakonom uređuju se vrste evidencija u oblasti zdravstva i rokovi za njihovo dostavljanje.',
  },
  {
    kind: 'INFORMACIJA', title: 'Šifarnik dijagnoza MKB-10',
    pdf: 'Međunarodna klasifikacija bolesti, deseta revizija (MKB-10), koristi se za šifriranje dijagnoza na uputnicama i doznakama.',
  },
  {
    // What its title does not say is only inside the PDF.
    kind: 'OGLAS', title: 'Pravilnik o unutrašnjoj organizaciji',
    pdf: 'Kućne posjete nepokretnim pacijentima obavljaju se radnim danima po pozivu porodice, uz prethodnu najavu patronažnoj službi.',
  },
];

/** What a query must find: an item by its title, a page by its address, or any item whose title matches. */
export type Expected = { title: string } | { url: string } | { titleMatches: RegExp };

export interface QueryCase {
  q: string;
  expect: Expected;
  /** What it tests. */
  why: 'diacritics' | 'dj' | 'inflection' | 'ekavian' | 'typo' | 'pdf' | 'page' | 'unit' | 'plain' | 'synonym' | 'code' | 'partial' | 'd for đ';
}

const news = (i: number): Expected => ({ title: NEWS[i]!.naslov });
const doc = (title: string): Expected => ({ title });

export const QUERIES: QueryCase[] = [
  { q: 'zastiti', expect: doc('Zakon o zdravstvenoj zaštiti'), why: 'diacritics' },
  { q: 'zakon o zdravstvenoj zastiti', expect: doc('Zakon o zdravstvenoj zaštiti'), why: 'diacritics' },
  { q: 'Djurdjevdan', expect: news(1), why: 'dj' },
  { q: 'djurdjevdan radno vrijeme', expect: news(1), why: 'dj' },
  { q: 'Đurđevdan', expect: news(1), why: 'plain' },
  { q: 'dezurstva', expect: news(0), why: 'inflection' },
  { q: 'dežurstvo praznici', expect: news(0), why: 'inflection' },
  { q: 'ljekara', expect: news(4), why: 'inflection' },
  { q: 'novi ljekar cim', expect: news(4), why: 'inflection' },
  { q: 'radno vreme na djurdjevdan', expect: news(1), why: 'ekavian' },
  { q: 'vakcinacija', expect: news(2), why: 'plain' },
  { q: 'vakcinacije dece', expect: news(2), why: 'ekavian' },
  { q: 'morbili', expect: news(2), why: 'inflection' },
  { q: 'tender lijekovi', expect: doc('Tender za nabavku lijekova i medicinskog potrošnog materijala'), why: 'inflection' },
  { q: 'nabavka lekova', expect: doc('Tender za nabavku lijekova i medicinskog potrošnog materijala'), why: 'ekavian' },
  { q: 'sanitetsko vozilo', expect: doc('Odluka o izboru najpovoljnijeg ponuđača za nabavku sanitetskog vozila'), why: 'inflection' },
  { q: 'ponudjac', expect: doc('Odluka o izboru najpovoljnijeg ponuđača za nabavku sanitetskog vozila'), why: 'dj' },
  { q: 'prijem medicinskih sestara', expect: doc('Oglas za prijem medicinskih sestara-tehničara'), why: 'plain' },
  { q: 'refundacija troskova', expect: doc('Pravo na refundaciju troškova liječenja'), why: 'diacritics' },
  { q: 'secerna bolest', expect: doc('Predavanje o šećernoj bolesti'), why: 'diacritics' },
  { q: 'dojenje', expect: doc('Dojenje: prvih šest mjeseci'), why: 'plain' },
  { q: 'majcino mleko', expect: doc('Dojenje: prvih šest mjeseci'), why: 'ekavian' },
  { q: 'prava pacijenata', expect: doc('Zakon o pravima, obavezama i odgovornostima pacijenata'), why: 'inflection' },
  { q: 'kucne posjete nepokretnim', expect: doc('Pravilnik o unutrašnjoj organizaciji'), why: 'pdf' },
  { q: 'kućne posete', expect: doc('Pravilnik o unutrašnjoj organizaciji'), why: 'pdf' },
  { q: 'esencijalnih lijekova', expect: doc('Tender za nabavku lijekova i medicinskog potrošnog materijala'), why: 'pdf' },
  { q: 'dijabetes', expect: doc('Predavanje o šećernoj bolesti'), why: 'pdf' },
  { q: 'zdravstvnoj zastiti', expect: doc('Zakon o zdravstvenoj zaštiti'), why: 'typo' },
  { q: 'vakcinacja', expect: news(2), why: 'typo' },
  { q: 'mamografja', expect: news(3), why: 'typo' },
  { q: 'pregledi za zene', expect: news(3), why: 'diacritics' },
  { q: 'vrucine', expect: news(5), why: 'diacritics' },
  { q: 'Blagaj', expect: { url: ROUTES.clinicDetail(1) }, why: 'unit' },
  { q: 'ambulanta brankovac', expect: { url: ROUTES.clinicDetail(2) }, why: 'unit' },
  { q: 'hitna pomoc', expect: { title: 'Služba hitne medicinske pomoći' }, why: 'unit' },
  { q: 'savjetovaliste za zdravo dijete', expect: { title: 'Služba za zdravstvenu zaštitu djece' }, why: 'unit' },
  { q: 'audio vodic blagaj', expect: { title: 'Audio vodič: Ambulanta porodične medicine Blagaj' }, why: 'unit' },
  { q: 'misija i vizija', expect: { url: ROUTES.mission }, why: 'page' },
  { q: 'pripravnicki staz', expect: { url: '/edukacija' }, why: 'page' },
  { q: 'eticki komitet', expect: { url: ROUTES.aboutDetails }, why: 'page' },
  { q: 'centar za edukaciju kadrova osnovan', expect: { url: ROUTES.educationCentre }, why: 'page' },
  { q: 'kalendar zdravlja', expect: { url: '/zakonEdu' }, why: 'page' },
  { q: 'obrazac prijave na javni oglas', expect: { url: '/oglasi' }, why: 'page' },
  // Issue 24: the words residents use (synonym groups seeded by the migration), codes, no word left behind, d for đ.
  { q: 'zubar', expect: { titleMatches: /Zubna|Stomatološk/ }, why: 'synonym' },
  { q: 'doktor za djecu', expect: news(7), why: 'synonym' },
  { q: 'rendgen zuba', expect: news(6), why: 'synonym' },
  { q: 'cijepljenje protiv gripe', expect: news(8), why: 'synonym' },
  { q: 'posao medicinska sestra', expect: doc('Oglas za prijem medicinskih sestara-tehničara'), why: 'synonym' },
  { q: 'šlog', expect: news(9), why: 'synonym' },
  { q: 'slog', expect: news(9), why: 'synonym' },
  { q: 'krvna slika', expect: { titleMatches: /Laboratorij|laboratorijsk/ }, why: 'synonym' },
  { q: 'očni doktor', expect: news(11), why: 'synonym' },
  { q: 'COVID-19', expect: news(13), why: 'code' },
  { q: 'covid 19', expect: news(13), why: 'code' },
  { q: 'MKB-10', expect: doc('Šifarnik dijagnoza MKB-10'), why: 'code' },
  { q: '46/10', expect: doc('Zakon o evidencijama u oblasti zdravstva (Službene novine FBiH 46/10)'), why: 'code' },
  { q: 'info@dz-primjer.ba', expect: news(15), why: 'code' },
  { q: '036 580 100', expect: news(15), why: 'code' },
  { q: 'zastita od krpelja', expect: news(14), why: 'partial' },
  { q: 'Dordevic', expect: news(12), why: 'd for đ' },
  // The item's doctor is Marko: "Dorde" is not the first two thirds of "Đorđević" (issue 36), so not every word matches.
  { q: 'dr Dorde Dordevic', expect: news(12), why: 'partial' },
];

export const found = (hit: { title: string; url: string }, e: Expected) =>
  ('title' in e ? hit.title === e.title : 'url' in e ? hit.url === e.url : e.titleMatches.test(hit.title));
