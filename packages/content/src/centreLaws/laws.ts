/**
 * 'ZAKONI I PODZAKONSKI AKTI KOJI SU NA SNAZI IZ OBLASTI ZDRAVSTVA' (/zakonEdu, box 1).
 * Real federal (FBiH) and state (BiH) regulations, in the groups docs/product.md "Screens" names. A gazette
 * reference is given only where it was checked against a ministry's published list or the
 * gazette itself; where it was not, it is left out rather than guessed. Amendments after
 * the listed numbers may exist: the note at the end of the list says so.
 */
export interface Regulation {
  title: string;
  /** e.g. '„Službene novine FBiH“, br. 46/10 i 75/13'. Omitted when not verified. */
  gazette?: string;
}

export interface RegulationGroup {
  title: string;
  items: Regulation[];
}

const fbih = (numbers: string) => `„Službene novine Federacije BiH“, br. ${numbers}`;
const bih = (numbers: string) => `„Službeni glasnik BiH“, br. ${numbers}`;

export const regulationGroups: RegulationGroup[] = [
  {
    title: 'ZDRAVSTVENA ZAŠTITA',
    items: [{ title: 'Zakon o zdravstvenoj zaštiti', gazette: fbih('46/10 i 75/13') }],
  },
  {
    title: 'PODZAKONSKI AKTI',
    items: [
      { title: 'Pravilnik o zdravstvenom savjetu Federalnog ministarstva zdravstva', gazette: fbih('10/12') },
      { title: 'Pravilnik o kriterijima za dodjelu naziva referalnog centra', gazette: fbih('28/11') },
      { title: 'Pravilnik o bližim uvjetima koje mora ispunjavati ustanova za zdravstvenu njegu u kući, kao i način njenog organiziranja', gazette: fbih('60/12') },
      { title: 'Pravilnik o načinu, postupku i uvjetima kao i drugim pitanjima od značaja za organiziranje i obavljanje dopunskog rada zdravstvenih radnika u zdravstvenoj ustanovi ili privatnoj praksi', gazette: fbih('60/12') },
      { title: 'Pravilnik o postupku i načinu rada liječničkog konzilija', gazette: fbih('55/13') },
      { title: 'Pravilnik o načinu i postupku odobravanja specijalizacija odnosno subspecijalizacija, kao i načinu polaganja specijalističkog odnosno subspecijalističkog ispita za stranog državljanina', gazette: fbih('69/12') },
    ],
  },
  {
    title: 'ZDRAVSTVENO OSIGURANJE',
    items: [
      { title: 'Zakon o zdravstvenom osiguranju', gazette: fbih('30/97, 7/02, 70/08 i 48/11') },
      { title: 'Pravilnik o postupku i kriterijima za utvrđivanje privremene spriječenosti za rad zbog bolesti, povrede ili drugih okolnosti', gazette: fbih('66/12') },
      { title: 'Uredba o obimu, uvjetima i načinu ostvarivanja prava osiguranih lica na korištenje ortopedskih i drugih pomagala, endoproteza, stomatološko-protetske pomoći i stomatološko-protetskih nadomjestaka', gazette: fbih('38/07, 29/08 i 40/14') },
    ],
  },
  {
    title: 'FOND SOLIDARNOSTI',
    items: [
      { title: 'Pravilnik o bližim kriterijima za izbor lijekova, postupku i načinu izrade Liste lijekova Fonda solidarnosti Federacije Bosne i Hercegovine, kao i korištenje lijekova s Liste lijekova Fonda solidarnosti Federacije Bosne i Hercegovine', gazette: fbih('36/11, 60/12 i 82/14') },
      { title: 'Odluka o Listi lijekova Fonda solidarnosti Federacije Bosne i Hercegovine (važeća odluka)' },
    ],
  },
  {
    title: 'FINANSIJSKA KONSOLIDACIJA',
    items: [{ title: 'Zakon o finansijskoj konsolidaciji i restrukturiranju javnih zdravstvenih ustanova u Federaciji Bosne i Hercegovine' }],
  },
  {
    title: 'APOTEKARSKA DJELATNOST',
    items: [{ title: 'Zakon o apotekarskoj djelatnosti', gazette: fbih('40/10') }],
  },
  {
    title: 'TRANSPLANTACIJA',
    items: [
      { title: 'Zakon o transplantaciji organa i tkiva u svrhu liječenja', gazette: fbih('75/09') },
      { title: 'Pravilnik o bližim uvjetima prostora, opreme i kadra, kao i postupku verifikacije za zdravstvene ustanove za obavljanje eksplantacije, transplantacije tkiva i zdravstvene ustanove koje obavljaju funkciju banke tkiva', gazette: fbih('69/12') },
    ],
  },
  {
    title: 'KRV I KRVNI SASTOJCI',
    items: [
      { title: 'Zakon o krvi i krvnim sastojcima', gazette: fbih('9/10') },
      { title: 'Pravilnik o bližim uslovima prostora, medicinskotehničke opreme i stručnog kadra koje moraju ispunjavati transfuzijski centar i odsjek za transfuziju', gazette: fbih('29/11') },
      { title: 'Pravilnik o postupku prikupljanja i pohranjivanja i upotrebe matičnih ćelija periferne krvi', gazette: fbih('69/12 i 37/18') },
    ],
  },
  {
    title: 'LIJEČENJE NEPLODNOSTI',
    items: [{ title: 'Zakon o liječenju neplodnosti biomedicinski potpomognutom oplodnjom', gazette: fbih('59/18') }],
  },
  {
    title: 'ZARAZNE BOLESTI',
    items: [
      { title: 'Zakon o zaštiti stanovništva od zaraznih bolesti', gazette: fbih('29/05') },
      { title: 'Pravilnik o načinu provođenja obavezne imunizacije, imunoprofilakse i hemoprofilakse protiv zaraznih bolesti te o osobama koje podliježu toj obavezi', gazette: fbih('68/16') },
      { title: 'Naredba o Programu obaveznih imunizacija stanovništva protiv zaraznih bolesti (donosi se za svaku kalendarsku godinu)' },
    ],
  },
  {
    title: 'MENTALNO ZDRAVLJE',
    items: [{ title: 'Zakon o zaštiti osoba s duševnim smetnjama', gazette: fbih('37/01, 40/02, 52/11 i 14/13') }],
  },
  {
    title: 'PRAVA PACIJENATA',
    items: [{ title: 'Zakon o pravima, obavezama i odgovornostima pacijenata', gazette: fbih('40/10') }],
  },
  {
    title: 'SESTRINSTVO',
    items: [{ title: 'Zakon o sestrinstvu i primaljstvu', gazette: fbih('43/13') }],
  },
  {
    title: 'SIGURNOST HRANE',
    items: [{ title: 'Zakon o hrani', gazette: bih('50/04') }],
  },
  {
    title: 'LIJEKOVI',
    items: [
      { title: 'Zakon o lijekovima i medicinskim sredstvima', gazette: bih('58/08') },
      { title: 'Zakon o lijekovima', gazette: fbih('109/12') },
      { title: 'Pravilnik o kriterijima za angažiranje stručnih institucija/stručnjaka u Federaciji Bosne i Hercegovine za izradu farmakoekonomskih parametara i drugih stručnih analiza i mišljenja', gazette: fbih('55/13') },
    ],
  },
  {
    title: 'OPOJNE DROGE',
    items: [{ title: 'Zakon o sprječavanju i suzbijanju zloupotrebe opojnih droga', gazette: bih('8/06') }],
  },
  {
    title: 'KVALITET I AKREDITACIJA',
    items: [{ title: 'Zakon o sistemu poboljšanja kvaliteta, sigurnosti i o akreditaciji u zdravstvu', gazette: fbih('59/05, 52/11 i 6/17') }],
  },
  {
    title: 'DUHAN',
    items: [{ title: 'Zakon o kontroli i ograničenoj upotrebi duhana, duhanskih i ostalih proizvoda za pušenje', gazette: fbih('38/22') }],
  },
  {
    title: 'EVIDENCIJE U OBLASTI ZDRAVSTVA',
    items: [{ title: 'Zakon o evidencijama u oblasti zdravstva', gazette: fbih('37/12') }],
  },
  {
    title: 'HEMIKALIJE',
    items: [{ title: 'Zakon o hemikalijama', gazette: fbih('77/20') }],
  },
  {
    title: 'OSTALI PROPISI',
    items: [
      { title: 'Zakon o liječništvu', gazette: fbih('56/13') },
      { title: 'Zakon o stomatološkoj djelatnosti', gazette: fbih('37/12') },
      { title: 'Zakon o radijacijskoj i nuklearnoj sigurnosti u Bosni i Hercegovini', gazette: bih('88/07') },
      { title: 'Zakon o javnim nabavkama', gazette: bih('39/14') },
      { title: 'Zakon o radu', gazette: fbih('26/16') },
      { title: 'Pravilnik o zajedničkim kriterijima i postupcima stručnog usavršavanja ljekara u Federaciji Bosne i Hercegovine (Ljekarska komora)' },
    ],
  },
];

/** Printed under the list: the numbers are where a regulation was published, not a full history. */
export const regulationsNote =
  'Uz propise su navedeni brojevi službenih glasila u kojima su objavljeni osnovni tekst i poznate izmjene. ' +
  'Prije primjene propisa provjerite važeći tekst i kasnije izmjene u službenom glasilu.';

export const regulationLine = (r: Regulation) => (r.gazette ? `${r.title} (${r.gazette})` : r.title);
