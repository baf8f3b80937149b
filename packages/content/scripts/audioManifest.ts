import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mp3Info } from './mp3.js';
import { publicFile } from './paths.js';

/**
 * Which text each committed MP3 was spoken from. The unit tests compare it with the
 * current content, so editing a phone or hours without re-running generate:audio fails.
 */
export const SPEECH = { voice: 'bs', speed: '150', bitrate: '32' } as const;
const here = dirname(fileURLToPath(import.meta.url));
const file = join(here, '../audio-manifest.json');

export const fingerprint = (text: string) =>
  createHash('sha256').update(`${SPEECH.voice}|${SPEECH.speed}|${SPEECH.bitrate}|${text}`).digest('hex').slice(0, 16);

export const readManifest = (): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));

export const writeManifest = (entries: Record<string, string>) =>
  writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);

/** The whole seconds a committed MP3 plays, from its frames. */
export const audioSeconds = (publicPath: string) => Math.round(mp3Info(readFileSync(publicFile(publicPath))).seconds);

/**
 * Writes src/audioSeconds.ts: each MP3's length, which the pages show beside a player that
 * loads nothing before it is played (preload="none"). The unit tests compare it with the files.
 */
export function writeAudioSeconds(publicPaths: string[]) {
  const lines = publicPaths.map((p) => `  '${p}': ${audioSeconds(p)},`);
  writeFileSync(
    join(here, '../src/audioSeconds.ts'),
    [
      '// Written by scripts/generate-audio.ts (writeAudioSeconds): how many seconds each audio guide plays.',
      'export const AUDIO_SECONDS: Readonly<Record<string, number>> = {',
      ...lines,
      '};',
      '',
    ].join('\n'),
  );
}
