import { z } from 'zod';

/**
 * PUT API.presence's body: the browser tab's own random id (crypto.randomUUID() or the like), so one
 * person with the form open in two tabs is two open forms and closing one ends only its own.
 */
export const presenceInputSchema = z.object({
  tab: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Oznaka kartice mora imati 8 do 64 slova, brojke, - ili _.'),
});
export type PresenceInput = z.infer<typeof presenceInputSchema>;
