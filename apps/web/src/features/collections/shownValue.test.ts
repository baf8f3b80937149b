import { clinicCollection, fieldOf, serviceCollection } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { shownValue } from './DescribedList';

// The renderer of each of a unit's field types (issue 37): what a visitor reads of a clinic's or service's field.
describe('shownValue of the units\' field types', () => {
  it('shows phones, a person, people and opening hours as text; an empty one as nothing', () => {
    expect(shownValue(fieldOf(clinicCollection, 'phones'), ['036 580 201', '061 111 222'])).toBe('036 580 201, 061 111 222');
    expect(shownValue(fieldOf(serviceCollection, 'chiefNurse'), { role: 'Glavna sestra', name: 'Ana Anić' })).toBe('Glavna sestra: Ana Anić');
    expect(shownValue(fieldOf(serviceCollection, 'chiefNurse'), null)).toBe('');
    expect(shownValue(fieldOf(clinicCollection, 'team'), [{ role: 'Doktor', name: 'dr. A' }, { role: 'Sestra', name: 'B' }])).toBe('Doktor: dr. A; Sestra: B');
    expect(shownValue(fieldOf(clinicCollection, 'team'), [])).toBe('');
    const hours = { weekly: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '15:00', note: '' }, { days: [6], from: '07:00', to: '12:00', note: '' }], exceptions: [] };
    expect(shownValue(fieldOf(clinicCollection, 'hours'), hours)).toBe('Ponedjeljak – petak 07:00–15:00; Subota 07:00–12:00');
  });
});
