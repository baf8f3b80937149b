import type { Clinic, Service } from '@dz/contracts';
import type { FieldValues } from 'react-hook-form';
import type { Versioned } from '../../api/zod/units';
import { useSaveForm, type SaveOptions } from '../../ui/useSaveForm';
import { hoursFieldOf } from './HoursEditor';

/** What staff edit of a clinic or service: the answer without what the server adds. */
export const inputOf = <T extends Clinic | Service>({ id: _id, updatedAt: _updatedAt, status: _status, audio: _audio, picture: _picture, ...input }: T) => input;

interface Options<V extends FieldValues> extends Pick<
  SaveOptions<V>,
  'form' | 'invalidate' | 'success' | 'to' | 'after' | 'draft' | 'version' | 'view' | 'presence' | 'fileChosen' | 'check' | 'fileMissing' | 'otherField' | 'resetOther'
> {
  /** Sends the input, with the version it edits (`v`, for updates). */
  send: (input: V, v: Versioned) => Promise<unknown>;
}

/**
 * The save path of the JSON forms (clinic, service, institution, notice). They send what the
 * user sees, in its order (the schema's output sorts the exceptions, and the server's field
 * paths count the rows as sent); the server trims and sorts the same way. A clinic's or service's
 * picture goes after its JSON, in its own request (UnitPicture.tsx): the file options are for it.
 */
export function useJsonForm<V extends FieldValues>({ form, send, ...rest }: Options<V>) {
  return useSaveForm({ form, ...rest, save: (_, v) => send(form.getValues(), v), fieldOf: hoursFieldOf });
}
