import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { ASSETS, clinicAudioGuides, serviceAudioGuides } from '../src/index.js';
import { SPEECH, fingerprint, writeAudioSeconds, writeManifest } from './audioManifest.js';
import { publicFile, removeStale } from './paths.js';

/**
 * Speaks every audio guide's text in Bosnian (espeak-ng, voice bs) and encodes it as a
 * small mono MP3 (lame, 32 kbit/s). Needs the Debian packages espeak-ng and lame.
 * Run: pnpm --filter @dz/content run generate:audio
 */
const guides = [...clinicAudioGuides, ...serviceAudioGuides];
const manifest: Record<string, string> = {};
let total = 0;
for (const guide of guides) {
  const out = publicFile(guide.audio);
  const speech = spawnSync('espeak-ng', ['-v', SPEECH.voice, '-s', SPEECH.speed, '--stdout', guide.text], {
    maxBuffer: 64 * 1024 * 1024,
  });
  if (speech.status !== 0) throw new Error(`espeak-ng failed for ${guide.title}: ${speech.stderr}`);
  const mp3 = spawnSync('lame', ['--quiet', '-m', 'm', '-b', SPEECH.bitrate, '-', out], { input: speech.stdout });
  if (mp3.status !== 0) throw new Error(`lame failed for ${guide.title}: ${mp3.stderr}`);
  manifest[guide.audio] = fingerprint(guide.text);
  total += statSync(out).size;
}
writeManifest(manifest);
writeAudioSeconds(guides.map((g) => g.audio));
removeStale(ASSETS.audio, guides.map((g) => g.audio), '.mp3');
console.log(`${guides.length} audio guides, ${(total / 1024).toFixed(0)} KiB in ${ASSETS.audio}`);
