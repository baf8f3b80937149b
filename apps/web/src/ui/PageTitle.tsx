import { usePageHead, type PageHead } from './head';

/** The page's h1, which also names the browser tab (followed by the institution's name) and declares the rest of the page's head. */
export function PageTitle(head: PageHead & { title: string }) {
  usePageHead(head);
  return <h1>{head.title}</h1>;
}
