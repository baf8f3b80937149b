import { BLOCK_VERSIONS, DOCUMENT_TYPES, type BlockType } from '@dz/contracts';
import { emptyDoc } from './richTextSchema';

/**
 * A block as the page form holds it: the wire's shape (contracts blocks.ts), with every optional text present as ''
 * (an input shows it) and a year as typed. `toWire` gives what the API takes: empty optional texts left out, a year a
 * number, an image's alt only when it is not decorative. The API checks the rest and names the field it refuses.
 */
export type FormBlock = { type: BlockType; v: number } & Record<string, unknown>;

const item: Partial<Record<BlockType, Record<string, string>>> = {
  people: { name: '', role: '', photo: '' },
  references: { title: '', source: '', url: '' },
  bibliography: { authors: '', title: '', publisher: '', year: '' },
  calendar: { date: '', title: '' },
  tiles: { title: '', text: '', link: '' },
};

/** A new empty row of a list block (a person, a law, a book, a day, a tile). */
export const newItem = (type: BlockType): Record<string, string> => ({ ...item[type] });

export function newBlock(type: BlockType): FormBlock {
  const head = { type, v: BLOCK_VERSIONS[type] };
  switch (type) {
    case 'richText': return { ...head, doc: emptyDoc() };
    case 'callout': return { ...head, tone: 'info', title: '', text: '' };
    case 'collapsible': return { ...head, title: '', blocks: [] };
    case 'people': return { ...head, title: '', people: [newItem(type)] };
    case 'image': return { ...head, picture: '', alt: '', decorative: false, caption: '' };
    case 'documents': return { ...head, resource: DOCUMENT_TYPES[0]!.resource };
    case 'contact': return { ...head, of: 'institution' };
    default: return { ...head, items: [newItem(type)] };
  }
}

function clean(value: unknown, key?: string): unknown {
  if (key === 'doc') return value;
  if (Array.isArray(value)) return value.map((v) => clean(v));
  if (typeof value !== 'object' || value === null) return key === 'year' && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === '' || v === undefined || (k === 'decorative' && v === false)) continue;
    out[k] = clean(v, k);
  }
  if (out.type === 'image' && out.decorative === true) delete out.alt;
  return out;
}

/** The blocks as the API takes them. */
export const toWire = (blocks: readonly unknown[]): unknown[] => blocks.map((b) => clean(b));
