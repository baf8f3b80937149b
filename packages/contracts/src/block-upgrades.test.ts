import { describe, expect, it } from 'vitest';
import { API_ERRORS } from './messages.js';
import { BLOCK_REGISTRY, BlockUpgradeError, upgradeBlock, upgradeBlocks, type BlockUpgradeRegistry } from './block-upgrades.js';
import { parseBlocks } from './blocks.js';

/**
 * A block type made for this test: `note` v1 `{ text }` became v2 `{ body, tone }` and v3 `{ body, tone, lang }`. The
 * registry is the real one with the test type added: collapsible boxes nest it the way they nest any block.
 */
const registry: BlockUpgradeRegistry = {
  versions: { ...BLOCK_REGISTRY.versions, note: 3 },
  steps: {
    ...BLOCK_REGISTRY.steps,
    note: {
      1: ({ text, ...rest }) => ({ ...rest, body: text, tone: 'info' }),
      2: (block) => ({ ...block, lang: 'bs' }),
    },
  },
  nested: BLOCK_REGISTRY.nested,
};

describe('block upgrades', () => {
  it('brings a stored v1 block to the current version through every step', () => {
    expect(upgradeBlock({ type: 'note', v: 1, text: 'Stari' }, registry)).toEqual({ type: 'note', v: 3, body: 'Stari', tone: 'info', lang: 'bs' });
    expect(upgradeBlock({ type: 'note', v: 2, body: 'Srednji', tone: 'warning' }, registry)).toEqual({ type: 'note', v: 3, body: 'Srednji', tone: 'warning', lang: 'bs' });
  });

  it('leaves a current block as it is', () => {
    const current = { type: 'note', v: 3, body: 'Novi', tone: 'info', lang: 'en' };
    expect(upgradeBlock(current, registry)).toEqual(current);
  });

  it('rewrites old blocks nested in collapsible boxes, at every depth', () => {
    const stored = [
      { type: 'note', v: 1, text: 'Vani' },
      {
        type: 'collapsible',
        v: 1,
        title: 'Kutija',
        blocks: [
          { type: 'note', v: 1, text: 'Unutra' },
          { type: 'collapsible', v: 1, title: 'Dublje', blocks: [{ type: 'note', v: 2, body: 'Najdublje', tone: 'urgent' }] },
          { type: 'callout', v: 1, tone: 'info', text: 'Ne dira se' },
        ],
      },
    ];
    expect(upgradeBlocks(stored, registry)).toEqual([
      { type: 'note', v: 3, body: 'Vani', tone: 'info', lang: 'bs' },
      {
        type: 'collapsible',
        v: 1,
        title: 'Kutija',
        blocks: [
          { type: 'note', v: 3, body: 'Unutra', tone: 'info', lang: 'bs' },
          { type: 'collapsible', v: 1, title: 'Dublje', blocks: [{ type: 'note', v: 3, body: 'Najdublje', tone: 'urgent', lang: 'bs' }] },
          { type: 'callout', v: 1, tone: 'info', text: 'Ne dira se' },
        ],
      },
    ]);
    expect(stored[0]).toEqual({ type: 'note', v: 1, text: 'Vani' });
  });

  it('refuses a version newer than the current one, or one without a step, naming its path', () => {
    const future = () => upgradeBlocks([{ type: 'collapsible', v: 1, title: 'K', blocks: [{ type: 'note', v: 4, body: 'x' }] }], registry);
    expect(future).toThrow(new BlockUpgradeError(API_ERRORS.blockVersionUnknown('note', 4), [0, 'blocks', 0, 'v']));
    const gap: BlockUpgradeRegistry = { ...registry, steps: { note: { 1: registry.steps.note![1]! } } };
    expect(() => upgradeBlock({ type: 'note', v: 1, text: 'x' }, gap)).toThrow(API_ERRORS.blockVersionUnknown('note', 2));
  });

  it('leaves what is no known block for the schema to name', () => {
    for (const value of [null, 'x', [], { type: 'nepoznat', v: 1 }, { type: 'note', v: 'x' }, { type: 'note', v: 0 }]) expect(upgradeBlock(value, registry)).toEqual(value);
  });

  it('runs before the schema: parseBlocks checks the upgraded block', () => {
    expect(parseBlocks([{ type: 'callout', v: 1, tone: 'info', text: 'x' }])).toEqual({ ok: true, blocks: [{ type: 'callout', v: 1, tone: 'info', text: 'x' }] });
  });
});
