import { UNIT_LIMITS, WEB_UI, type CollectionField, type DutyPhone, type Person } from '@dz/contracts';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '../../ui/Fields';
import { fieldProps } from '../../ui/useSchemaForm';
import { AddButton, MoveButtons, RemoveButton } from './ListButtons';

/** A role and a name (a service's head, its chief nurse, a member of a clinic's team) under `base`. */
export function PersonFields({ base }: { base: string }) {
  const form = useFormContext();
  return (
    <div className="time-pair">
      <TextField label={WEB_UI.personRole} {...fieldProps(form, `${base}.role`)} />
      <TextField label={WEB_UI.personName} {...fieldProps(form, `${base}.name`)} />
    </div>
  );
}

/** A `phones` field (a clinic's phones): one to `maxItems` numbers, added and removed in place. */
export function PhonesField({ field: f }: { field: CollectionField }) {
  const form = useFormContext<Record<string, string[]>>();
  const phones = useWatch({ control: form.control, name: f.wire });
  const set = (next: string[]) => form.setValue(f.wire, next, { shouldValidate: true, shouldDirty: true });
  return (
    <fieldset className="group">
      <legend>{f.label}</legend>
      {phones.map((_, i) => (
        <div className="list-row" key={i}>
          <TextField type="tel" label={WEB_UI.phoneNumber(i + 1)} {...fieldProps(form, `${f.wire}.${i}`)} />
          <RemoveButton what={WEB_UI.phoneNumber(i + 1)} disabled={f.required && phones.length <= 1} onClick={() => set(phones.filter((__, k) => k !== i))} />
        </div>
      ))}
      <AddButton label={WEB_UI.addPhone} full={phones.length >= (f.maxItems ?? UNIT_LIMITS.phones)} onClick={() => set([...phones, ''])} />
    </fieldset>
  );
}

/** A `people` field (a clinic's team): rows of role and name, in the order the page lists them. */
export function PeopleField({ field: f }: { field: CollectionField }) {
  const { control } = useFormContext<Record<string, Person[]>>();
  const people = useFieldArray({ control, name: f.wire });
  return (
    <fieldset className="group">
      <legend>{f.label}</legend>
      {people.fields.map((row, i) => {
        const what = WEB_UI.teamMember(i + 1);
        return (
          <fieldset key={row.id} className="hours-row">
            <legend>{what}</legend>
            <PersonFields base={`${f.wire}.${i}`} />
            <div className="row-actions">
              <MoveButtons what={what} index={i} count={people.fields.length} move={people.move} />
              <RemoveButton what={what} onClick={() => people.remove(i)} />
            </div>
          </fieldset>
        );
      })}
      <AddButton label={WEB_UI.addTeamMember} full={people.fields.length >= (f.maxItems ?? UNIT_LIMITS.team)} onClick={() => people.append({ role: '', name: '' })} />
    </fieldset>
  );
}

/** A `person` field (a service's head, its chief nurse): a role and a name; one that is not required is ticked on or off (null). */
export function PersonField({ field: f }: { field: CollectionField }) {
  const form = useFormContext<Record<string, Person | null>>();
  const person = useWatch({ control: form.control, name: f.wire });
  return (
    <fieldset className="group">
      <legend>{f.label}</legend>
      {!f.required && (
        <CheckboxField
          label={WEB_UI.hasChiefNurse}
          checked={person !== null}
          onChange={(e) => form.setValue(f.wire, e.target.checked ? { role: '', name: '' } : null, { shouldValidate: true })}
        />
      )}
      {person && <PersonFields base={f.wire} />}
    </fieldset>
  );
}

/** The institution's on-duty numbers (the emergency strip, issue 24): rows of a label and a number, in the strip's order. */
export function DutyPhonesField() {
  const form = useFormContext<{ dutyPhones: DutyPhone[] }>();
  const rows = useFieldArray({ control: form.control, name: 'dutyPhones' });
  const hint = useId();
  return (
    <fieldset className="group" aria-describedby={hint}>
      <legend>{WEB_UI.dutyPhones}</legend>
      <p id={hint} className="field-hint">{WEB_UI.dutyPhonesHint}</p>
      {rows.fields.length === 0 && <p>{WEB_UI.noDutyPhones}</p>}
      {rows.fields.map((f, i) => {
        const what = WEB_UI.dutyPhone(i + 1);
        return (
          <fieldset key={f.id} className="hours-row">
            <legend>{what}</legend>
            <div className="time-pair">
              <TextField label={WEB_UI.dutyPhoneLabel} {...fieldProps(form, `dutyPhones.${i}.label`)} />
              <TextField type="tel" label={WEB_UI.dutyPhoneNumber} {...fieldProps(form, `dutyPhones.${i}.phone`)} />
            </div>
            <div className="row-actions">
              <MoveButtons what={what} index={i} count={rows.fields.length} move={rows.move} />
              <RemoveButton what={what} onClick={() => rows.remove(i)} />
            </div>
          </fieldset>
        );
      })}
      <AddButton label={WEB_UI.addDutyPhone} full={rows.fields.length >= UNIT_LIMITS.dutyPhones} onClick={() => rows.append({ label: '', phone: '' })} />
    </fieldset>
  );
}
