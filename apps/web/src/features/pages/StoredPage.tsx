import { renderBlocks, type Block, type ContactCard, type DescribedItem } from '@dz/contracts';
import { usePageHead } from '../../ui/head';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { useFrame } from './frame';
import './components/blocks.css';
import './components/collapsible.css';
import './components/card-grid.css';

/**
 * A page staff write (issue 38; docs/architecture.md "Pages and blocks"): its blocks as HTML from the one renderer,
 * contracts' renderBlocks, the same function the staff preview uses, so the public page and the preview cannot differ.
 * Every text is escaped and every link checked there; the HTML goes in as it is. Contact blocks show the institution's
 * contacts from the frame (which admins edit), as the accessibility statement did.
 */

/** The stored blocks, as the API answers them (checked by parseBlocks when saved and upgraded when read). */
const isBlocks = (value: unknown): value is Block[] => Array.isArray(value);

export function PageBlocks({ blocks }: { blocks: readonly Block[] }) {
  const institution = useFrame().data?.institution;
  const contact = (of: Extract<Block, { type: 'contact' }>['of']): ContactCard | undefined =>
    of === 'institution' && institution ? { phones: [institution.phone], email: institution.email } : undefined;
  return <div className="content-page" dangerouslySetInnerHTML={{ __html: renderBlocks(blocks, { contact }) }} />;
}

/** A page's blocks up to its document list (a list page's intro: the list page shows the list itself below). */
export const introBlocks = (page: DescribedItem | undefined): Block[] => {
  const stored: unknown = page?.blocks;
  const blocks = isBlocks(stored) ? stored : [];
  const list = blocks.findIndex((b) => b.type === 'documents');
  return list < 0 ? blocks : blocks.slice(0, list);
};

/** A whole page at its address: its title as the h1, its summary as the description, its blocks. */
export function StoredPage({ data, path, name }: { data: DescribedItem[] | DescribedItem; path: string; name?: string }) {
  const page = Array.isArray(data) ? data[0] : data;
  const title = typeof page?.title === 'string' ? page.title : undefined;
  usePageHead({ title, name, description: typeof page?.summary === 'string' ? page.summary : undefined, path });
  if (!page || !title) return <NotFoundPage />;
  return (
    <>
      <h1>{title}</h1>
      <PageBlocks blocks={isBlocks(page.blocks) ? page.blocks : []} />
    </>
  );
}
