import { clinics } from './clinics.js';
import { hoursRange } from './hours.js';
import { institution } from './institution.js';
import { educationCentre } from './pages/educationCentre.js';
import { services } from './services.js';
import type { DocSection } from './staticDocs.js';
import type { HoursRow } from './types.js';

/**
 * The phonebook PDF's content (footer download), built from the same records as the
 * clinic and service pages: correcting a phone there corrects it here on the next
 * `pnpm --filter @dz/content run generate:pdf`.
 */
export const phonebookTitle = 'Imenik: telefoni, e-mail adrese i radno vrijeme';

const hoursLine = (r: HoursRow) => `${r.days}: ${hoursRange(r)}${r.note ? ` (${r.note})` : ''}`;
const entry = (title: string, phone: string, email: string, hours: HoursRow[]) => ({
  title,
  lines: [`Telefon: ${phone}    E-mail: ${email}`, ...hours.map(hoursLine)],
});

export function phonebookSections(): DocSection[] {
  const emergency = services.find((s) => s.icon === 'ambulance');
  return [
    {
      lines: [
        institution.address,
        `Centrala: ${institution.phone}    E-mail: ${institution.email}`,
        ...(emergency ? [`${emergency.title}: ${emergency.phone}`] : []),
      ],
    },
    { heading: 'Ambulante', lines: [], entries: clinics.map((c) => entry(`${c.id}. ${c.name}`, c.phone, c.email, c.hours)) },
    { heading: 'Službe', lines: [], entries: services.map((s) => entry(s.title, s.phone, s.email, s.hours)) },
    {
      heading: 'Centar za edukaciju kadrova',
      lines: [`Telefon: ${educationCentre.phone ?? ''}    E-mail: ${educationCentre.email ?? ''}`],
    },
  ];
}
