import { aboutSummary } from './home.js';
import { p, people, person } from '../blocks.js';
import type { PageContent, Section } from '../types.js';
import { missionPage } from './mission.js';

/**
 * /o-nama (two boxes) and /onama-detalji, /o-nama-detalji (fuller text + the same boxes).
 * The expert bodies are those docs/product.md "Screens" names; every name is sample data, chosen from the
 * staff on the clinic and service pages so the site stays consistent.
 */
const management: Section = {
  id: 'uprava',
  title: 'Uprava i Upravni odbor',
  blocks: [
    people(
      'Uprava',
      person('Direktor', 'dr. Senad Begić, spec. porodične medicine'),
      person('Pomoćnica direktora za medicinska pitanja', 'dr. Amra Kajtaz, spec. porodične medicine'),
      person('Pomoćnik direktora za ekonomsko-finansijske poslove', 'Almir Hadžić, dipl. ecc.'),
      person('Pomoćnica direktora za pravne, kadrovske i opće poslove', 'Maida Ćerim, dipl. pravnik'),
      person('Glavna sestra Doma zdravlja', 'Nermina Gosto, dipl. med. sestra'),
    ),
    people(
      'Upravni odbor',
      person('Predsjednik', 'mr. sc. Esad Tinjak'),
      person('Član', 'dr. Jasmina Ćišić'),
      person('Član', 'Edina Mehmedić, dipl. ecc.'),
      person('Član', 'Adnan Ovčina, dipl. pravnik'),
      person('Član', 'Ivana Marić, doktor stomatologije'),
    ),
    people(
      'Nadzorni odbor',
      person('Predsjednica', 'Samra Hasečić, dipl. ecc.'),
      person('Član', 'Mirza Kovačević'),
      person('Član', 'Dijana Brkić'),
    ),
  ],
};

const expertBodies: Section = {
  id: 'strucna-tijela',
  title: 'Stručna tijela',
  blocks: [
    people(
      'Stručno vijeće',
      person('Predsjednica', 'dr. Amra Kajtaz, spec. porodične medicine'),
      person('Član', 'dr. Elvir Bošnjak, spec. urgentne medicine'),
      person('Član', 'dr. Selma Mujkić, spec. pedijatrije'),
      person('Član', 'dr. Nedim Balić, doktor stomatologije'),
      person('Član', 'Nermina Gosto, dipl. med. sestra'),
    ),
    people(
      'Etički komitet',
      person('Predsjednica', 'dr. Nermana Mehić, spec. neuropsihijatrije'),
      person('Član', 'dr. Zlatko Husić, spec. epidemiologije'),
      person('Član', 'Maida Ćerim, dipl. pravnik'),
      person('Član', 'Emira Hadžić, dipl. med. sestra'),
      person('Član iz reda građana', 'Enes Alić, prof.'),
    ),
    people(
      'Komisija za kvalitet',
      person('Koordinatorica za kvalitet', 'dr. Maja Ćurić, spec. ginekologije i akušerstva'),
      person('Član', 'dr. Kenan Omanović, spec. porodične medicine'),
      person('Član', 'Vahida Omerika, dipl. med. sestra'),
    ),
    people(
      'Komisija za lijekove',
      person('Predsjednik', 'dr. Jasmin Tahirović, spec. interne medicine'),
      person('Član', 'mr. ph. Dalila Hasić'),
      person('Član', 'dr. Mersiha Gološ, spec. pneumoftiziologije'),
    ),
    people(
      'Komisija za žalbe pacijenata',
      person('Predsjednik', 'dr. Tarik Kazazić, spec. porodične medicine'),
      person('Član', 'Lejla Hamzić, med. sestra-tehničar'),
      person('Član – predstavnik pacijenata', 'Hajra Begović'),
    ),
  ],
};

export const aboutSections: Section[] = [management, expertBodies];

export const aboutPage: PageContent = {
  title: 'O nama',
  lead: [p(aboutSummary)],
  sections: aboutSections,
};

export const aboutDetailPage: PageContent = {
  title: 'O nama',
  // The short page (/o-nama) has the same heading: the head tells them apart (issue 24).
  name: 'O nama – detaljno',
  lead: [
    ...(missionPage.lead ?? []),
    p('Ustanovom upravljaju Upravni odbor i direktor; Nadzorni odbor prati finansijsko poslovanje. ' +
      'Stručna tijela savjetuju upravu o stručnim, etičkim i pitanjima kvaliteta i sigurnosti pacijenata.'),
  ],
  sections: aboutSections,
};
