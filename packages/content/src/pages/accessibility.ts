import { WEB_UI, formatDate } from '@dz/contracts';
import { h, p, ul } from '../blocks.js';
import { institution } from '../institution.js';
import type { Block } from '../types.js';

/**
 * /pristupacnost, the accessibility statement (issue 24), after the EU's model statement (Commission Implementing
 * Decision (EU) 2018/1523): the conformance status, what is not accessible and why, how the statement was prepared and
 * when it was last reviewed, how to report a problem (the page puts the institution's e-mail and phone, which admins
 * edit, between `beforeContacts` and `afterContacts`), and where to turn when the answer does not satisfy. The exceptions
 * quote the product's fixed English sentences (contracts WEB_UI). Review `reviewed` and the exceptions with every
 * release that changes what they say.
 */
export interface AccessibilityStatement {
  title: string;
  description: string;
  /** The day the statement was last reviewed, YYYY-MM-DD. */
  reviewed: string;
  beforeContacts: Block[];
  afterContacts: Block[];
}

/** The last review of the statement. */
const reviewed = '2026-11-26';
/** "26. novembar 2026." (contracts' date words, the day at noon so no time zone moves it). */
const reviewedWords = formatDate(`${reviewed}T12:00:00Z`);

export const accessibilityStatement: AccessibilityStatement = {
  title: 'Izjava o pristupačnosti',
  description: `Koliko je internetska stranica ustanove ${institution.name} pristupačna, šta još nije i kako prijaviti problem s pristupačnošću.`,
  reviewed,
  beforeContacts: [
    p(`${institution.name} nastoji svoju internetsku stranicu učiniti pristupačnom svima, i osobama s invaliditetom. ` +
      'Ova izjava o pristupačnosti odnosi se na cijelu internetsku stranicu ustanove, njene javne stranice i dokumente za preuzimanje. ' +
      'Sastavljena je po uzoru na model izjave o pristupačnosti Evropske unije (Provedbena odluka Komisije (EU) 2018/1523).'),
    h('Stanje usklađenosti'),
    p('Internetska stranica je djelimično usklađena sa Smjernicama za pristupačnost sadržaja na internetu (WCAG) 2.1, nivo AA, ' +
      'i s evropskom normom EN 301 549, zbog izuzetaka navedenih u nastavku.'),
    h('Nepristupačan sadržaj'),
    p('Sljedeći sadržaj nije u potpunosti pristupačan:'),
    ul(
      `Poruka o neuspjeloj prijavi osoblja prikazuje se na engleskom jeziku („${WEB_UI.loginFailed}“), kao i poruke „${WEB_UI.registerFailed}“ ` +
        `i „${WEB_UI.accountsDenied}“ na stranicama za administratore. Zadržane su doslovno kako ih je prikazivala ranija stranica, ` +
        'jer ih korisnici i drugi programi očekuju u tom obliku; čitač ekrana ih može izgovoriti bosanskim izgovorom (WCAG 3.1.2 Jezik dijelova).',
      'Neki dokumenti u PDF formatu (zakoni, javne nabavke, oglasi, odluke, brošure) skenirani su ili nemaju oznake strukture: ' +
        'čitač ekrana ih ne može pročitati ili ne prepoznaje njihove naslove i tabele (WCAG 1.1.1 Netekstualni sadržaj, 1.3.1 Informacije i odnosi). ' +
        'Na zahtjev ćemo vam sadržaj takvog dokumenta dostaviti u pristupačnom obliku.',
      'Stranica društvene mreže na koju vodi link u podnožju je sadržaj treće strane, čija pristupačnost nije pod našom kontrolom.',
    ),
    h('Priprema ove izjave'),
    p('Izjava se zasniva na samoprocjeni: automatskim provjerama svake javne stranice (axe-core, pravila WCAG 2.1 i 2.2, nivoi A i AA), ' +
      'provjerama validatorima i ručnoj provjeri tastaturom, čitačem ekrana i na ekranu širine 375 piksela, sa i bez JavaScripta.'),
    p(`Izjava je posljednji put preispitana ${reviewedWords}`),
    h('Povratne informacije i kontakt'),
    p('Ako primijetite da neki sadržaj ili dio stranice nije pristupačan, ili vam treba sadržaj u drugom obliku, javite nam se. ' +
      'Navedite stranicu (adresu) i šta vam nije bilo dostupno. Odgovor ćete dobiti najkasnije u roku od 30 dana.'),
  ],
  afterContacts: [
    h('Postupak praćenja provedbe'),
    p('Ako niste zadovoljni odgovorom na svoju prijavu ili vam u roku od 30 dana nismo odgovorili, možete podnijeti žalbu ' +
      'Instituciji ombudsmena za ljudska prava Bosne i Hercegovine (www.ombudsmen.gov.ba), koja postupa i po pritužbama ' +
      'zbog diskriminacije osoba s invaliditetom, ili ministarstvu zdravstva kantona, osnivaču ustanove.'),
  ],
};
