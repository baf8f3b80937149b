import { daysLabel, hoursRange, UNIT_LIMITS, WEB_UI, WEEKDAY_NAMES, WEEKDAYS, sarajevoToday, type CollectionField, type HoursRow, type OpeningHours } from '@dz/contracts';
import { useId, useRef } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, TextField } from '../../ui/Fields';
import { fieldProps } from '../../ui/useSchemaForm';
import { AddButton, RemoveButton } from './ListButtons';

/** What the editor needs of its form: the opening hours under `hours` (contracts hours.ts). */
interface HoursForm {
  hours: OpeningHours;
}

const NEW_ROW: HoursRow = { days: [1, 2, 3, 4, 5], from: '07:00', to: '15:00', note: '' };
const NEW_SPAN = { from: '07:00', to: '15:00' };

/** The input that shows a server's field path in the hours: a row's weekday (`hours.weekly.0.days.2`) is its days' group. */
export const hoursFieldOf = (name: string): string | undefined => /^hours\.weekly\.\d+\.days(?=$|\.)/.exec(name)?.[0];

/**
 * The form component of an `hours` field (the clinic and service forms, ui/CollectionFields.tsx), inside their
 * FormProvider, its legend the field's label; the field is named `hours` (the units' wire name). Weekly rows
 * (weekdays, from–to, note, with the row as the public page will read it) and dated exceptions
 * (closed, or one to four spans). Every control is a native input or button with its own label,
 * grouped in fieldsets whose legends name the row, so it works by keyboard and screen reader.
 * A time input cannot hold 24:00: an end has a "do ponoći (24:00)" box instead.
 */
export function HoursEditor({ field }: { field: Pick<CollectionField, 'wire' | 'label'> }) {
  const { control } = useFormContext<HoursForm>();
  const weekly = useFieldArray({ control, name: 'hours.weekly' });
  const exceptions = useFieldArray({ control, name: 'hours.exceptions' });
  if (field.wire !== 'hours') throw new Error(`The hours editor edits a field named hours, not ${field.wire}`);
  return (
    <fieldset className="group hours-editor">
      <legend>{field.label}</legend>
      <fieldset className="group">
        <legend>{WEB_UI.weeklyHours}</legend>
        {weekly.fields.length === 0 && <p className="field-hint">{WEB_UI.noHoursRows}</p>}
        {weekly.fields.map((f, i) => (
          <WeeklyRow key={f.id} index={i} onRemove={() => weekly.remove(i)} />
        ))}
        <AddButton label={WEB_UI.addHoursRow} full={weekly.fields.length >= UNIT_LIMITS.hoursRows} onClick={() => weekly.append({ ...NEW_ROW })} />
      </fieldset>
      <fieldset className="group">
        <legend>{WEB_UI.exceptions}</legend>
        {exceptions.fields.map((f, i) => (
          <ExceptionRow key={f.id} index={i} onRemove={() => exceptions.remove(i)} />
        ))}
        <AddButton
          label={WEB_UI.addException}
          full={exceptions.fields.length >= UNIT_LIMITS.exceptions}
          onClick={() => {
            const today = sarajevoToday();
            exceptions.append({ from: today, to: today, hours: [], note: '' });
          }}
        />
      </fieldset>
    </fieldset>
  );
}

function WeeklyRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const form = useFormContext<HoursForm>();
  const base = `hours.weekly.${index}` as const;
  const row = useWatch({ control: form.control, name: base });
  const name = WEB_UI.hoursRow(index + 1);
  return (
    <fieldset className="hours-row">
      <legend>{name}</legend>
      <DaysField name={`${base}.days`} />
      <div className="time-pair">
        <TextField type="time" label={WEB_UI.timeFrom} {...fieldProps(form, `${base}.from`, `${base}.to`)} />
        <EndTimeField name={`${base}.to`} />
      </div>
      <TextField label={WEB_UI.hoursNote} {...fieldProps(form, `${base}.note`)} />
      {row.days.length > 0 && (
        <p className="hours-preview">
          {WEB_UI.hoursPreview} {daysLabel(row.days)}, {hoursRange(row)}{row.note.trim() && ` (${row.note.trim()})`}
        </p>
      )}
      <RemoveButton what={name} onClick={onRemove} />
    </fieldset>
  );
}

function ExceptionRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const form = useFormContext<HoursForm>();
  const base = `hours.exceptions.${index}` as const;
  const spans = useFieldArray({ control: form.control, name: `${base}.hours` });
  const name = WEB_UI.exception(index + 1);
  return (
    <fieldset className="hours-row">
      <legend>{name}</legend>
      <div className="time-pair">
        <TextField type="date" label={WEB_UI.dateFrom} {...fieldProps(form, `${base}.from`, `${base}.to`)} />
        <TextField type="date" label={WEB_UI.dateTo} {...fieldProps(form, `${base}.to`)} />
      </div>
      <CheckboxField
        label={WEB_UI.closed}
        checked={spans.fields.length === 0}
        onChange={(e) => (e.target.checked ? spans.replace([]) : spans.append({ ...NEW_SPAN }))}
      />
      {spans.fields.map((s, k) => (
        <fieldset key={s.id} className="span-row">
          <legend>{WEB_UI.span(k + 1)}</legend>
          <div className="time-pair">
            <TextField type="time" label={WEB_UI.timeFrom} {...fieldProps(form, `${base}.hours.${k}.from`, `${base}.hours.${k}.to`)} />
            <EndTimeField name={`${base}.hours.${k}.to`} />
          </div>
          <RemoveButton what={`${name}, ${WEB_UI.span(k + 1)}`} onClick={() => spans.remove(k)} />
        </fieldset>
      ))}
      {spans.fields.length > 0 && (
        <AddButton label={WEB_UI.addSpan} full={spans.fields.length >= UNIT_LIMITS.exceptionSpans} onClick={() => spans.append({ ...NEW_SPAN })} />
      )}
      <TextField label={WEB_UI.hoursNote} {...fieldProps(form, `${base}.note`)} />
      <RemoveButton what={name} onClick={onRemove} />
    </fieldset>
  );
}

/** The weekdays of a row: seven checkboxes, "Pon" … "Ned" on screen, the full name for screen readers. */
function DaysField({ name }: { name: `hours.weekly.${number}.days` }) {
  const { control } = useFormContext<HoursForm>();
  const { field, fieldState } = useController({ control, name });
  const errorId = `${useId()}-error`;
  const days = field.value;
  const error = fieldState.error?.message;
  return (
    <fieldset className="days" aria-describedby={error ? errorId : undefined}>
      <legend>{WEB_UI.days}</legend>
      <div className="days-boxes">
        {WEEKDAYS.map((d, i) => (
          <label key={d} className="day">
            <input
              type="checkbox"
              ref={i === 0 ? field.ref : undefined}
              checked={days.includes(d)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => field.onChange(e.target.checked ? [...days, d].sort((a, b) => a - b) : days.filter((x) => x !== d))}
              onBlur={field.onBlur}
            />
            <span aria-hidden="true">{WEB_UI.weekdayShort[i]}</span>
            <span className="visually-hidden">{WEEKDAY_NAMES[d]}</span>
          </label>
        ))}
      </div>
      {error && <p id={errorId} className="field-error">{error}</p>}
    </fieldset>
  );
}

/** The end of a span: a time, or "do ponoći (24:00)", which a time input cannot hold. */
function EndTimeField({ name }: { name: `hours.weekly.${number}.to` | `hours.exceptions.${number}.hours.${number}.to` }) {
  const { control } = useFormContext<HoursForm>();
  const { field, fieldState } = useController({ control, name });
  const value = field.value;
  const midnight = value === '24:00';
  // Unticking midnight brings back the time the input held before.
  const before = useRef(midnight ? '' : value);
  if (!midnight) before.current = value;
  return (
    <div className="end-time">
      <TextField
        type="time"
        label={WEB_UI.timeTo}
        name={field.name}
        ref={field.ref}
        value={midnight ? '' : value}
        disabled={midnight}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        error={fieldState.error?.message}
      />
      <CheckboxField
        label={WEB_UI.untilMidnight}
        checked={midnight}
        onChange={(e) => field.onChange(e.target.checked ? '24:00' : before.current)}
        onBlur={field.onBlur}
      />
    </div>
  );
}
