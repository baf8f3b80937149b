import { useDocumentTitle } from './head';

/** The page's h1, which also names the browser tab (followed by the institution's name). */
export function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return <h1>{title}</h1>;
}
