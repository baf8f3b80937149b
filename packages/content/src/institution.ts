/**
 * The institution's own contact data: the footer, the phonebook PDF and the pages read it
 * from here, so a number is corrected once. Values are sample data until the institution
 * supplies its own (see README).
 */
export interface Institution {
  name: string;
  shortName: string;
  phone: string;
  email: string;
  /** Every staff and unit e-mail address on the site is built on this domain. */
  emailDomain: string;
  address: string;
  giroAccount: string;
  bank: string;
  socialUrl: string;
  socialLabel: string;
  /** Public path of the phonebook PDF served by the web app. */
  phonebookPath: string;
  copyright: string;
}

const emailDomain = 'dz-primjer.ba';

export const institution: Institution = {
  name: 'JU Dom zdravlja',
  shortName: 'Dom zdravlja',
  phone: '036 580 100',
  email: `info@${emailDomain}`,
  emailDomain,
  address: 'Ulica primjera 1, 88000 Mostar',
  giroAccount: '0000000000000000',
  bank: 'Banka d.d.',
  socialUrl: 'https://www.facebook.com/',
  socialLabel: 'Facebook stranica',
  phonebookPath: '/assets/imenik.pdf',
  copyright: '© 2021 JU Dom zdravlja. Sva prava zadržana.',
};

/** An address on the institution's domain: mail('amb.blagaj') → amb.blagaj@… */
export const mail = (local: string) => `${local}@${institution.emailDomain}`;
