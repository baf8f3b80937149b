import { spawn } from 'node:child_process';
import type { Logger } from 'pino';
import { API_ERRORS, COLLECTIONS } from '@dz/contracts';
import type { Db } from '@dz/db';
import { ident, poolSql } from '../db/sql.js';
import { NotFoundError } from '../errors.js';
import { asBytes, sha256 } from '../files/bytes.js';
import { collectionService, type CollectionService, type Stored } from './collection.js';

/**
 * Speaks an audio guide again after its script changed (docs/product.md "Clinics, services
 * and hours"): espeak-ng in Bosnian to WAV, lame to a small mono MP3, stored with what it says
 * (the transcript), how long it plays and its hash. One guide at a time, in the background:
 * an edit never waits for it. Where a tool is missing the guide stays stale (its answer says
 * so) and a warning is logged once.
 */

/** A kind with audio guides (capabilities.audio), named by its slug: 'clinic', 'service' (the recordings' "unitKind"). */
export type UnitKind = string;

/** The kinds with audio guides (capabilities.audio) and what their guides say (their description's audioScript). */
const audioKinds = () => COLLECTIONS.filter((c) => c.capabilities.audio && c.storage && c.audioScript) as Stored[];

/** Each kind with audio guides, read as its generic service reads it (app.ts passes the ones it serves with). */
export const audioServices = (db: Db): ReadonlyMap<string, CollectionService> => new Map(audioKinds().map((c) => [c.slug, collectionService(db, c)]));

/** A re-spoken guide's MP3 of a live item of kind `c` (a static one is a file of the web app, not here). None: 404. */
export async function guideAudio(db: Db, c: Stored, id: number) {
  const bin = c.capabilities.bin ? ' AND d."deletedAt" IS NULL' : '';
  const [rec] = await poolSql(db)<{ hash: string; mp3: Buffer | null; updatedAt: Date }>(
    `SELECT a.hash, a.mp3, a."updatedAt" FROM "AudioSnimak" a JOIN ${ident(c.storage.table)} d ON d.id = a."unitId" WHERE a."unitKind" = $1 AND a."unitId" = $2${bin}`,
    [c.slug, id]);
  if (!rec?.mp3) throw new NotFoundError(API_ERRORS.notFound);
  return { hash: rec.hash, mp3: rec.mp3, updatedAt: rec.updatedAt };
}

/** The voice, speed and bitrate of the committed MP3s (the recordings of packages/content). */
export const SPEECH = { voice: 'bs', speed: '150', bitrate: '32' } as const;

/** The commands (names on PATH or paths): tests point one at a missing file. */
export interface SpeechTools {
  espeak?: string;
  lame?: string;
}

/** Runs a command with `input` on stdin (none: no stdin) and resolves with its stdout. */
function run(cmd: string, args: string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (c: Buffer) => out.push(c));
    child.stderr!.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${cmd} exited with ${code}: ${Buffer.concat(err).toString('utf8').trim()}`));
    });
    if (input) {
      child.stdin!.on('error', () => {}); // a tool that exits early: its exit code tells
      child.stdin!.end(input);
    }
  });
}

/**
 * How long a WAV plays, in whole seconds: the bytes after its "data" chunk header over the
 * byte rate of its "fmt " chunk (espeak-ng writing to a pipe leaves the sizes unset, so the
 * bytes present count, not the header's size).
 */
export function wavSeconds(wav: Buffer): number {
  if (wav.length < 44 || wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let byteRate = 0;
  for (let pos = 12; pos + 8 <= wav.length;) {
    const id = wav.toString('latin1', pos, pos + 4);
    const size = wav.readUInt32LE(pos + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(pos + 16);
    if (id === 'data') {
      if (!byteRate) break;
      return Math.round((wav.length - pos - 8) / byteRate);
    }
    pos += 8 + size + (size % 2);
  }
  throw new Error('a WAV file without fmt or data');
}

export interface SpeechQueue {
  /** Speak the guide again if its script differs from its recording (deduplicated, in order). */
  enqueue(kind: UnitKind, id: number): void;
  /** Queue every guide whose recording is stale or missing (at server start): a unit added while the tools were missing gets its first one. */
  sweep(): Promise<void>;
  /** Resolves once no sweep is still looking for stale guides and nothing is queued or being spoken. */
  idle(): Promise<void>;
  /** A sweep is looking, or a guide is queued or being spoken (http/quiet-gc.ts waits for the end). */
  readonly busy: boolean;
}

export function speechQueue(db: Db, logger: Logger, tools: SpeechTools = {}, units: ReadonlyMap<string, CollectionService> = audioServices(db)): SpeechQueue {
  const espeak = tools.espeak ?? 'espeak-ng';
  const lame = tools.lame ?? 'lame';
  const queue: string[] = [];
  let running: Promise<void> | undefined;
  const sweeping = new Set<Promise<unknown>>();
  let missingTool = false;

  const kinds = audioKinds();
  /** What a guide of kind `kind` says now (its description's audioScript), or undefined without one. */
  const scriptOf = (kind: UnitKind, item: Readonly<Record<string, unknown>>) => kinds.find((c) => c.slug === kind)?.audioScript?.(item);

  /** The guide's current script, or undefined when it has no guide (or the unit is gone, or in the bin). */
  async function currentScript(kind: UnitKind, id: number): Promise<string | undefined> {
    const item = await units.get(kind)?.get(id, 'staff').catch((e: unknown) => {
      if (e instanceof NotFoundError) return undefined;
      throw e;
    });
    return item && scriptOf(kind, item);
  }

  async function speak(kind: UnitKind, id: number) {
    const script = await currentScript(kind, id);
    if (script === undefined) return;
    const where = { unitKind_unitId: { unitKind: kind, unitId: id } };
    const rec = await db.audioRecording.findUnique({ where, select: { transcript: true } });
    if (rec?.transcript === script) return;
    const wav = await run(espeak, ['-v', SPEECH.voice, '-s', SPEECH.speed, '--stdout', script]);
    const mp3 = await run(lame, ['--quiet', '-m', 'm', '-b', SPEECH.bitrate, '-', '-'], wav);
    const spoken = { transcript: script, seconds: wavSeconds(wav), hash: sha256(mp3), staticPath: null, mp3: asBytes(mp3) };
    await db.audioRecording.upsert({ where, create: { unitKind: kind, unitId: id, ...spoken }, update: spoken, select: { id: true } });
    logger.info({ kind, id, seconds: spoken.seconds }, 'audio guide spoken again');
  }

  async function drain() {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (missingTool) continue;
      const [kind, id] = key.split(':') as [UnitKind, string];
      try {
        await speak(kind, Number(id));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
          missingTool = true;
          logger.warn(`audio guides cannot be spoken again: ${espeak} or ${lame} is not installed (apt-get install espeak-ng lame); edited guides stay stale`);
        } else logger.warn({ err: e, kind, id }, 'an audio guide could not be spoken again; it stays stale');
      }
    }
    running = undefined;
  }

  const queue_ = {
    enqueue(kind: UnitKind, id: number) {
      const key = `${kind}:${id}`;
      if (missingTool || queue.includes(key)) return;
      queue.push(key);
      running ??= drain();
    },
    sweep() {
      const found = (async () => {
        const lists = await Promise.all([...units].map(async ([kind, items]) => ({ kind, items: await items.list('staff') })));
        const recs = new Map((await db.audioRecording.findMany({ select: { unitKind: true, unitId: true, transcript: true } })).map((r) => [`${r.unitKind}:${r.unitId}`, r.transcript]));
        for (const { kind, items } of lists) {
          for (const item of items) {
            const script = scriptOf(kind, item);
            const id = item.id as number;
            if (script !== undefined && recs.get(`${kind}:${id}`) !== script) queue_.enqueue(kind, id);
          }
        }
      })();
      sweeping.add(found);
      const done = () => { sweeping.delete(found); };
      found.then(done, done);
      return found;
    },
    async idle() {
      // A failed sweep is the caller's to report (app.ts logs it): here it only ends the wait.
      while (sweeping.size || running) await (sweeping.size ? Promise.allSettled(sweeping) : running);
    },
    get busy() {
      return sweeping.size > 0 || running !== undefined;
    },
  };
  return queue_;
}
