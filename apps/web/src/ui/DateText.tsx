import { formatDate } from '@dz/contracts';

/** An instant as the day it was in Sarajevo ("23. novembar 2026."), machine-readable in `dateTime`. */
export function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}
