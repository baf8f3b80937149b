import { h, p, ul } from '../blocks.js';
import { institution } from '../institution.js';
import type { PageContent } from '../types.js';

/**
 * /misija-vizija. The activity list, the primary-level scope and the specialist clinics
 * follow docs/product.md "Screens" and the institution (about 50,000 residents, founded by the cantonal government);
 * the wording of the mission and vision is sample text.
 */
export const institutionActivities = [
  'porodična medicina',
  'zdravstvena zaštita djece',
  'polivalentna patronaža (medicinske sestre u zajednici)',
  'higijensko-epidemiološka zaštita',
  'hitna medicinska pomoć',
  'zdravstvena zaštita reproduktivnog zdravlja žena',
  'zdravstvena zaštita kod plućnih bolesti',
  'fizikalna rehabilitacija',
  'medicina rada, kada je ugovorena',
  'stomatološka zdravstvena zaštita',
  'laboratorijska i radiološka dijagnostika',
  'apotekarska djelatnost',
];

export const specialistClinics = [
  'interna medicina',
  'oftalmologija',
  'otorinolaringologija',
  'pneumoftiziologija',
  'ginekologija',
  'fizikalna medicina i rehabilitacija',
  'neuropsihijatrija (u Centru za mentalno zdravlje)',
  'radiologija i ultrazvučna dijagnostika',
];

export const missionPage: PageContent = {
  title: 'Misija i vizija',
  lead: [
    p(`${institution.name} je javna zdravstvena ustanova primarne zdravstvene zaštite čiji je osnivač kantonalna vlada. ` +
      'Ustanova pruža zdravstvenu zaštitu za oko 50.000 stanovnika kroz 16 ambulanti porodične medicine, 12 stomatoloških jedinica i 20 službi.'),
    h('Misija'),
    p('Pružati dostupnu, sigurnu i kvalitetnu zdravstvenu zaštitu na primarnom nivou svim stanovnicima, ' +
      'uz poštovanje prava pacijenata i stalno usavršavanje zaposlenih.'),
    h('Vizija'),
    p('Dom zdravlja kao prvo i pouzdano mjesto kontakta građana sa zdravstvenim sistemom, ' +
      'usmjeren na prevenciju, porodicu i zajednicu.'),
    h('Djelatnosti'),
    ul(...institutionActivities),
    h('Primarni nivo zdravstvene zaštite'),
    p('Na primarnom nivou Dom zdravlja provodi promociju zdravlja i prevenciju bolesti, rano otkrivanje, dijagnostiku i liječenje najčešćih bolesti i stanja, ' +
      'kućne posjete i kućno liječenje, hitnu medicinsku pomoć, rehabilitaciju u zajednici i upućivanje na sekundarni i tercijarni nivo.'),
    h('Specijalističko-konsultativne ambulante'),
    p('Uz primarnu zaštitu Dom zdravlja ima specijalističko-konsultativne ambulante, u koje pacijent dolazi sa uputnicom ljekara porodične medicine:'),
    ul(...specialistClinics),
  ],
};
