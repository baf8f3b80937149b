import type { Clinic, Service } from '@dz/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSaveForm } from '../../ui/useSaveForm';
import { hoursFieldOf } from './HoursEditor';

/** What staff edit of a clinic or service: the answer without what the server adds. */
export const inputOf = <T extends Clinic | Service>({ id: _id, updatedAt: _updatedAt, status: _status, audio: _audio, ...input }: T) => input;

interface Options<V extends FieldValues> {
  form: UseFormReturn<V>;
  send: (input: V) => Promise<unknown>;
  invalidate: readonly QueryKey[];
  success: string;
  to?: string;
  after?: () => void;
}

/**
 * The save path of the JSON forms (clinic, service, institution, notice). They send what the
 * user sees, in its order (the schema's output sorts the exceptions, and the server's field
 * paths count the rows as sent); the server trims and sorts the same way.
 */
export function useJsonForm<V extends FieldValues>({ form, send, ...rest }: Options<V>) {
  return useSaveForm({ form, ...rest, save: () => send(form.getValues()), fieldOf: hoursFieldOf });
}
