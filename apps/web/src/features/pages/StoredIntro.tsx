import { DOCUMENT_TYPES, type IntroName } from '@dz/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchFound, findKey } from '../../api/find';
import { PageBlocks, introBlocks } from './StoredPage';
import { storedPageQuery } from './storedPageQuery';

/**
 * The content above a document list whose registry entry names an `intro` (issue 38): the blocks of the page at the
 * list's address up to its `documents` block, without a heading of its own (the list page has the h1). The server's
 * list loader reads the page with the list (app/loaders.ts); none, nothing is shown above the list.
 */
export function DocumentIntro({ name }: { name: IntroName }) {
  const path = DOCUMENT_TYPES.find((t) => t.intro === name)?.listPath ?? '';
  const q = storedPageQuery(path);
  const found = useQuery({ queryKey: findKey(q), queryFn: ({ signal }) => fetchFound(q, signal) });
  const page = Array.isArray(found.data) ? found.data[0] : found.data;
  const blocks = introBlocks(page);
  return blocks.length ? <PageBlocks blocks={blocks} /> : null;
}
