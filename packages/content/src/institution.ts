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
  address: string;
  giroAccount: string;
  bank: string;
  socialUrl: string;
  socialLabel: string;
  /** Public path of the phonebook PDF served by the web app. */
  phonebookPath: string;
  copyright: string;
}

export const institution: Institution = {
  name: 'JU Dom zdravlja',
  shortName: 'Dom zdravlja',
  phone: '+387 36 000 000',
  email: 'info@dz-primjer.ba',
  address: 'Ulica primjera 1, 88000 Mostar',
  giroAccount: '0000000000000000',
  bank: 'Banka d.d.',
  socialUrl: 'https://www.facebook.com/',
  socialLabel: 'Facebook stranica',
  phonebookPath: '/assets/imenik.pdf',
  copyright: '© 2021 JU Dom zdravlja. Sva prava zadržana.',
};
