import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Which text each committed MP3 was spoken from. The unit tests compare it with the
 * current content, so editing a phone or hours without re-running generate:audio fails.
 */
export const SPEECH = { voice: 'bs', speed: '150', bitrate: '32' } as const;
const file = join(dirname(fileURLToPath(import.meta.url)), '../audio-manifest.json');

export const fingerprint = (text: string) =>
  createHash('sha256').update(`${SPEECH.voice}|${SPEECH.speed}|${SPEECH.bitrate}|${text}`).digest('hex').slice(0, 16);

export const readManifest = (): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));

export const writeManifest = (entries: Record<string, string>) =>
  writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
