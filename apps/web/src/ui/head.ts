import { institution } from '@dz/content';
import { createContext, useContext, useEffect } from 'react';

/** What a server render learns about the page's head while rendering it (the tab title). */
export interface Head {
  title: string;
}

/** Given by the server entry only; in the browser the title is set on the document. */
export const HeadContext = createContext<Head | null>(null);

/** The tab title: the page's heading followed by the institution's name (the name alone on home). */
export const pageTitle = (title: string | undefined) => (title ? `${title} | ${institution.name}` : institution.name);

/** Names the browser tab after the page; during a server render it names the response's <title>. */
export function useDocumentTitle(title: string | undefined) {
  const head = useContext(HeadContext);
  if (head) head.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
