import { API, type Desk, type FactReviewInput } from '@dz/contracts';
import { asSent, request } from '../../api/client';


export const deskKey = ['desk'] as const;
export const getDesk = (signal?: AbortSignal) => request(API.desk, { schema: asSent<Desk>(), signal });
export const markChecked = (input: FactReviewInput) => request(API.factReview, { method: 'POST', json: input });
