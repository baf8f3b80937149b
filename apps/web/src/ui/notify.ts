import { SNACKBAR_MS } from '@dz/contracts';
import { toast } from 'sonner';

/** The snackbar of docs/product.md: 3 s, an error style for failures. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: SNACKBAR_MS }),
  error: (message: string) => toast.error(message, { duration: SNACKBAR_MS }),
};
