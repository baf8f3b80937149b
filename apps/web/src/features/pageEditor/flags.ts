import { PAGE_EDITOR_UI as T, VAGUE_LINK_TEXTS } from '@dz/contracts';

/**
 * What the page editor points out before saving (issue 38; saving is not stopped): headings out of order (the page's
 * title is its h1, so its text starts at heading 2 and never skips a level going down), links without text, and
 * link texts that say nothing of where they lead ("kliknite ovdje", "click here"). Read from the blocks as the form
 * holds them: every rich-text block's document in the page's order, boxes' blocks included.
 */

type Json = { type?: unknown; text?: unknown; attrs?: { level?: unknown }; marks?: unknown; content?: unknown; doc?: unknown; blocks?: unknown };

const textOf = (node: Json): string =>
  typeof node.text === 'string' ? node.text : Array.isArray(node.content) ? (node.content as Json[]).map(textOf).join('') : '';

const hasLink = (node: Json) => Array.isArray(node.marks) && (node.marks as Json[]).some((m) => m.type === 'link');

/** A link's runs of text side by side (one link split by bold or italic is one link). */
function linksIn(inline: Json[]): string[] {
  const links: string[] = [];
  let current: string | null = null;
  for (const n of inline) {
    if (n.type === 'text' && hasLink(n)) current = (current ?? '') + String(n.text ?? '');
    else if (current !== null) {
      links.push(current);
      current = null;
    }
  }
  if (current !== null) links.push(current);
  return links;
}

const vague = (text: string) => VAGUE_LINK_TEXTS.includes(text.toLowerCase().replace(/[\s.,:;!?…"'„“”»«()]+/g, ' ').trim());

export function richTextFlags(blocks: readonly unknown[]): string[] {
  const flags: string[] = [];
  let last = 1;
  const walkNode = (node: Json) => {
    if (node.type === 'heading') {
      const level = Number(node.attrs?.level);
      const text = textOf(node).trim();
      if (last === 1 && level > 2) flags.push(T.headingFirst(text, level));
      else if (level > last + 1) flags.push(T.headingSkipped(text, last, level));
      last = level;
    }
    if (!Array.isArray(node.content)) return;
    const children = node.content as Json[];
    if (children.some((c) => c.type === 'text')) {
      for (const link of linksIn(children)) {
        if (!link.trim()) flags.push(T.linkEmpty);
        else if (vague(link)) flags.push(T.linkVague(link.trim()));
      }
    }
    children.forEach(walkNode);
  };
  const walkBlocks = (list: readonly unknown[]) => {
    for (const b of list as Json[]) {
      if (b?.type === 'richText' && b.doc && typeof b.doc === 'object') walkNode(b.doc as Json);
      if (b?.type === 'collapsible' && Array.isArray(b.blocks)) walkBlocks(b.blocks);
    }
  };
  walkBlocks(blocks);
  return flags;
}
