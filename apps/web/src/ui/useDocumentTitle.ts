import { institution } from '@dz/content';
import { useEffect } from 'react';

/** Sets the tab title to the page's heading followed by the institution's name. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${institution.name}` : institution.name;
  }, [title]);
}
