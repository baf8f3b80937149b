import { documentTiles } from '@dz/contracts';
import { contact, h, p, ul } from '../blocks.js';
import { institution, mail, seatAddress } from '../institution.js';
import type { Contact, PageContent } from '../types.js';
import { educationCentreSummary } from './summaries.js';

/**
 * /centar: the staff education centre. Founding date (January 2022) and the activities
 * come from docs/product.md "Screens"; the head's name and the contact details are sample data.
 */
export const educationCentre: Contact = {
  name: 'prim. dr. Lejla Hadžiselimović, spec. porodične medicine',
  role: 'Rukovoditeljica Centra za edukaciju kadrova',
  address: `${seatAddress} (zgrada uprave, I sprat)`,
  phone: '036 580 150',
  email: mail('edukacija'),
};

export const educationCentrePage = {
  ...educationCentreSummary,
  sections: [
    {
      id: 'ukratko',
      title: 'Ukratko o Centru za edukaciju kadrova',
      blocks: [
        p(`Centar za edukaciju kadrova osnovan je u januaru 2022. godine kao organizaciona jedinica ${institution.name}. ` +
          'Centar planira, organizuje i prati stručno usavršavanje zaposlenih i saradnju sa obrazovnim ustanovama.'),
        h('Djelatnosti Centra'),
        ul(
          'interna kontinuirana edukacija zdravstvenih radnika i zdravstvenih saradnika',
          'nastavna djelatnost: praktična nastava za učenike i studente zdravstvenih usmjerenja',
          'naučnoistraživački rad i podrška istraživanjima u ustanovi',
          'mentorstvo pripravnicima i studentima',
          'izrada brošura, smjernica i drugih edukativnih materijala',
          'saradnja sa farmaceutskim kućama, stručnim udruženjima, školama i fakultetima',
        ),
        h('Kontakt'),
        contact(educationCentre),
      ],
    },
    {
      id: 'misija-i-vizija',
      title: 'Misija i Vizija',
      blocks: [
        h('Misija'),
        p('Osigurati da svaki zaposlenik Doma zdravlja ima pristup stalnoj, provjerenoj i primjenjivoj edukaciji, ' +
          'kako bi pacijenti dobili sigurnu i kvalitetnu zdravstvenu zaštitu zasnovanu na dokazima.'),
        h('Vizija'),
        p('Biti prepoznat kao centar izvrsnosti za edukaciju kadrova u primarnoj zdravstvenoj zaštiti, ' +
          'otvoren za saradnju sa fakultetima, školama i stručnim udruženjima.'),
      ],
    },
  ],
  tiles: documentTiles('educationCentre'),
} satisfies PageContent;
