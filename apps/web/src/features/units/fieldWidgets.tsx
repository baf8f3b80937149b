import type { FieldWidgets } from '../../ui/CollectionFields';
import { HoursEditor } from './HoursEditor';
import { PeopleField, PersonField, PhonesField } from './UnitFields';

/**
 * The form components of a unit's field types (issue 37), for any form built from a description (ui/CollectionFields.tsx):
 * opening hours (the hours editor), people (a clinic's team), a person (a service's head and chief nurse) and phones.
 */
export const UNIT_FIELD_WIDGETS: FieldWidgets = {
  hours: (f) => <HoursEditor field={f} />,
  people: (f) => <PeopleField field={f} />,
  person: (f) => <PersonField field={f} />,
  phones: (f) => <PhonesField field={f} />,
};
