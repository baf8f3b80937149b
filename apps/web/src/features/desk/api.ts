import { API, type Desk, type FactReviewInput } from '@dz/contracts';
import { request, type Parser } from '../../api/client';

/** Staff answers, read as sent (only staff screens use them; the server is the one that checks). */
const asSent = <T>(): Parser<T> => ({ parse: (data) => data as T });

export const deskKey = ['desk'] as const;
export const getDesk = (signal?: AbortSignal) => request(API.desk, { schema: asSent<Desk>(), signal });
export const markChecked = (input: FactReviewInput) => request(API.factReview, { method: 'POST', json: input });
