import { COUNTS } from '@dz/contracts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fingerprint, readManifest } from '../scripts/audioManifest.js';
import { mp3Info } from '../scripts/mp3.js';
import { clinicAudioGuides, serviceAudioGuides, spokenPhone } from './audioGuides.js';
import { clinicById } from './clinics.js';
import { publicAsset } from './test/paths.js';

const guides = [...clinicAudioGuides, ...serviceAudioGuides];

describe('audio guides (docs/product.md "Screens")', () => {
  it('are 27 clinics and 19 services', () => {
    expect(clinicAudioGuides).toHaveLength(COUNTS.clinicAudio);
    expect(serviceAudioGuides).toHaveLength(COUNTS.serviceAudio);
    expect(new Set(guides.map((g) => g.audio)).size).toBe(guides.length);
  });

  it('say the name, the hours and the phone of their record', () => {
    const blagaj = clinicAudioGuides[0]!;
    expect(blagaj.text).toMatch(/^Ambulanta porodične medicine Blagaj\. Radno vrijeme: Ponedjeljak do petak: od 7 do 15 sati\./);
    expect(blagaj.text).toContain(`Telefon: ${spokenPhone(clinicById(1)!.phone)}.`);
    expect(spokenPhone('036 580 201')).toBe('0 3 6, 5 8 0, 2 0 1');
    expect(spokenPhone('124')).toBe('124');
  });

  it.each(guides.map((g) => [g.audio, g] as const))('%s is a committed MP3 that decodes', (path, guide) => {
    const file = publicAsset(path);
    expect(file, `missing ${path}: run pnpm --filter @dz/content run generate:audio`).toBeDefined();
    const bytes = readFileSync(file!);
    const info = mp3Info(bytes);
    expect(info.mono).toBe(true);
    expect(info.bitrateKbps).toBe(32);
    expect(info.seconds).toBeGreaterThan(3);
    expect(info.seconds).toBeLessThan(40);
    // Size over bitrate gives the same length: the file is what its headers say.
    expect(Math.abs((bytes.length * 8) / 32_000 - info.seconds)).toBeLessThan(1);
    expect(readManifest()[path], `${path} is stale: run generate:audio`).toBe(fingerprint(guide.text));
    expect(guide.seconds, `${path}'s length is stale: run generate:audio`).toBe(Math.round(info.seconds));
  });
});
