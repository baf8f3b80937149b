/**
 * What stays fixed about the institution: its name, how search results describe the site, the
 * domain of its e-mail addresses and the copyright line. Its contacts (phone, e-mail, address,
 * account, social page) are data that admins edit: /api/Ustanova (docs/product.md "Clinics,
 * services and hours"), seeded with the sample values this file held until then.
 */
export interface Institution {
  name: string;
  shortName: string;
  /**
   * What search results and link previews say about the site: the home page's meta description,
   * and every page's that has none of its own (apps/web/index.html's is filled from it).
   */
  description: string;
  /** Every staff and unit e-mail address of the static pages is built on this domain. */
  emailDomain: string;
  /** ISO 3166-1 alpha-2 country of its address (the home page's structured data). */
  country: string;
  copyright: string;
}

const emailDomain = 'dz-primjer.ba';
const name = 'JU Dom zdravlja';

export const institution: Institution = {
  name,
  shortName: 'Dom zdravlja',
  description: `${name}: novosti, ambulante, službe, zakoni, javne nabavke, prava osiguranika i edukacijski centar.`,
  emailDomain,
  country: 'BA',
  copyright: `© 2021 ${name}. Sva prava zadržana.`,
};

/**
 * The seat's address as the static texts print it (the forms' letterhead, the education
 * centre's page). Sample data; the footer and the phonebook show the one in the database.
 */
export const seatAddress = 'Ulica primjera 1, 88000 Mostar';

/** An address on the institution's domain: mail('edukacija') → edukacija@… */
export const mail = (local: string) => `${local}@${institution.emailDomain}`;
