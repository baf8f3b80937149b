import { API_ERRORS } from './messages.js';

/**
 * Blocks are stored as JSON with their schema version `v` (issue 38; docs/architecture.md "Pages and blocks"). A change
 * to a block type's fields raises its version and adds one upgrade function for the step: stored blocks, and the
 * stored versions of a page, are brought to the current version when read or saved, never by a migration per field.
 * Zod-free: the upgraders run on the raw JSON, before the schema (blocks.ts) checks the result.
 */

/** A block as stored: its type, its version and its fields, not yet checked. */
export type StoredBlock = { type: string; v: number } & Record<string, unknown>;

/** Turns a block of version n into one of version n + 1 (it sets no `v`: the upgrader does). */
export type BlockUpgrade = (block: Record<string, unknown>) => Record<string, unknown>;

export interface BlockUpgradeRegistry {
  /** Each block type's current version. */
  versions: Readonly<Record<string, number>>;
  /** type → from version n → the step to n + 1. Every step below the current version is present. */
  steps: Readonly<Record<string, Readonly<Record<number, BlockUpgrade>>>>;
  /** Fields holding nested blocks, by type (a collapsible's `blocks`): upgraded too. */
  nested: Readonly<Record<string, readonly string[]>>;
}

/** Each block type's current version: raise it together with a step in BLOCK_UPGRADES. */
export const BLOCK_VERSIONS = {
  richText: 1,
  callout: 1,
  collapsible: 1,
  people: 1,
  references: 1,
  bibliography: 1,
  calendar: 1,
  tiles: 1,
  image: 1,
  documents: 1,
  contact: 1,
} as const;

export type BlockType = keyof typeof BLOCK_VERSIONS;
export const BLOCK_TYPES = Object.keys(BLOCK_VERSIONS) as BlockType[];

export const BLOCK_REGISTRY: BlockUpgradeRegistry = {
  versions: BLOCK_VERSIONS,
  steps: {},
  nested: { collapsible: ['blocks'] },
};

/** An upgrade that cannot be made: `path` names the field (relative to the blocks list), `message` is Bosnian. */
export class BlockUpgradeError extends Error {
  constructor(
    message: string,
    readonly path: (string | number)[],
  ) {
    super(message);
    this.name = 'BlockUpgradeError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Brings one stored block to its type's current version, blocks nested in it too. What is not a block at all (no
 * object, an unknown type, no integer `v`) is left as it is for the schema to name; a version newer than the current
 * one (written by a newer release) or one with a missing step throws BlockUpgradeError naming `v`.
 */
export function upgradeBlock(block: unknown, registry: BlockUpgradeRegistry = BLOCK_REGISTRY, path: (string | number)[] = []): unknown {
  if (!isRecord(block) || typeof block.type !== 'string' || !Object.hasOwn(registry.versions, block.type)) return block;
  const type = block.type;
  const current = registry.versions[type]!;
  if (!Number.isInteger(block.v) || (block.v as number) < 1) return block;
  let v = block.v as number;
  if (v > current) throw new BlockUpgradeError(API_ERRORS.blockVersionUnknown(type, v), [...path, 'v']);
  let fields: Record<string, unknown> = block;
  while (v < current) {
    const step = registry.steps[type]?.[v];
    if (!step) throw new BlockUpgradeError(API_ERRORS.blockVersionUnknown(type, v), [...path, 'v']);
    fields = step(fields);
    v += 1;
  }
  const upgraded: Record<string, unknown> = { ...fields, type, v };
  for (const field of registry.nested[type] ?? []) {
    const inner = upgraded[field];
    if (Array.isArray(inner)) upgraded[field] = upgradeBlocks(inner, registry, [...path, field]);
  }
  return upgraded;
}

/** Every block of a list brought to its current version (upgradeBlock); anything but a list is left for the schema. */
export function upgradeBlocks(blocks: unknown, registry: BlockUpgradeRegistry = BLOCK_REGISTRY, path: (string | number)[] = []): unknown {
  return Array.isArray(blocks) ? blocks.map((block, i) => upgradeBlock(block, registry, [...path, i])) : blocks;
}
