/**
 * The institution's own contact data: the footer, the phonebook PDF and the pages read it
 * from here, so a number is corrected once. Values are sample data until the institution
 * supplies its own (see README).
 */
export interface Institution {
  name: string;
  shortName: string;
  /**
   * What search results and link previews say about the site: the home page's meta description,
   * and every page's that has none of its own (apps/web/index.html's is filled from it).
   */
  description: string;
  phone: string;
  email: string;
  /** Every staff and unit e-mail address on the site is built on this domain. */
  emailDomain: string;
  /** The postal address in its parts (the home page's structured data); `address` is it on one line. */
  postalAddress: PostalAddress;
  address: string;
  giroAccount: string;
  bank: string;
  socialUrl: string;
  socialLabel: string;
  /** Public path of the phonebook PDF served by the web app. */
  phonebookPath: string;
  copyright: string;
}

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

const emailDomain = 'dz-primjer.ba';
const postalAddress: PostalAddress = { street: 'Ulica primjera 1', postalCode: '88000', city: 'Mostar', country: 'BA' };
const name = 'JU Dom zdravlja';

export const institution: Institution = {
  name,
  shortName: 'Dom zdravlja',
  description: `${name}: novosti, ambulante, službe, zakoni, javne nabavke, prava osiguranika i edukacijski centar.`,
  phone: '036 580 100',
  email: `info@${emailDomain}`,
  emailDomain,
  postalAddress,
  address: `${postalAddress.street}, ${postalAddress.postalCode} ${postalAddress.city}`,
  giroAccount: '0000000000000000',
  bank: 'Banka d.d.',
  socialUrl: 'https://www.facebook.com/',
  socialLabel: 'Facebook stranica',
  phonebookPath: '/assets/imenik.pdf',
  copyright: `© 2021 ${name}. Sva prava zadržana.`,
};

/** An address on the institution's domain: mail('amb.blagaj') → amb.blagaj@… */
export const mail = (local: string) => `${local}@${institution.emailDomain}`;
