import {
  PUBLICATION_UI, instantInSarajevo, sarajevoLocal, type Publication, type PublicationFormValues, type PublicationStatus,
} from '@dz/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { TextField } from './Fields';
import { fieldProps } from './useSchemaForm';

const CHOICES: PublicationStatus[] = ['draft', 'published', 'scheduled'];

/**
 * Drafts and scheduling in a staff form (issue 23, contracts publication.ts): save as a draft, publish now, or schedule
 * for a time on Sarajevo's clock (a datetime-local field, shown while "Zakaži objavu" is chosen). The item's state now
 * is said above the choices.
 */
export function PublicationFields<V extends FieldValues & PublicationFormValues>({ form, current }: { form: UseFormReturn<V>; current?: Partial<Publication> }) {
  const status = form.watch('status' as Path<V>) as PublicationStatus;
  return (
    <fieldset className="field publication">
      <legend>{PUBLICATION_UI.legend}</legend>
      {current?.status && <p className="field-hint">{stateText(current as Publication)}</p>}
      {CHOICES.map((choice) => (
        <label key={choice} className="field-check">
          <input type="radio" value={choice} {...form.register('status' as Path<V>)} />
          {PUBLICATION_UI.choices[choice]}
        </label>
      ))}
      {status === 'scheduled' && (
        <TextField type="datetime-local" label={PUBLICATION_UI.publishAtLabel} {...fieldProps(form, 'publishAt' as Path<V>)} />
      )}
      {status === 'draft' && <p className="field-hint">{PUBLICATION_UI.draftHint}</p>}
    </fieldset>
  );
}

/** "Nacrt", "Zakazano za 1. decembar 2026. u 08:00", "Objavljeno 23. novembar 2026. u 14:32". */
export function stateText(p: Publication): string {
  if (p.status === 'draft' || !p.publishAt) return PUBLICATION_UI.statuses.draft;
  return p.status === 'scheduled' ? PUBLICATION_UI.scheduledFor(p.publishAt) : PUBLICATION_UI.publishedAt(p.publishAt);
}

/** The form's values for an item (a new one: publish now, as a legacy save did). */
export const publicationValues = (item?: Partial<Publication>): PublicationFormValues => ({
  status: item?.status ?? 'published',
  publishAt: item?.status === 'scheduled' ? sarajevoLocal(item.publishAt) : '',
});

/** The multipart body as the API reads it: a schedule's time as an ISO instant; no time for any other choice. */
export function wirePublication(body: FormData): FormData {
  const local = String(body.get('publishAt') ?? '');
  body.delete('publishAt');
  if (body.get('status') === 'scheduled' && local) body.set('publishAt', instantInSarajevo(local) ?? local);
  return body;
}
