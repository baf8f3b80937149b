/**
 * A strict MPEG audio Layer III frame walker: it follows every frame header from the first
 * to the last byte, so a truncated or non-MP3 file fails, and it returns the duration the
 * frames add up to (generate:audio writes it to src/audioSeconds.ts, the tests check the
 * committed MP3s with it). Decoding the samples is left to players.
 */
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

export interface Mp3Info {
  frames: number;
  seconds: number;
  sampleRate: number;
  bitrateKbps: number;
  mono: boolean;
}

function skipId3v2(buf: Buffer): number {
  if (buf.subarray(0, 3).toString('latin1') !== 'ID3') return 0;
  const size = ((buf[6]! & 0x7f) << 21) | ((buf[7]! & 0x7f) << 14) | ((buf[8]! & 0x7f) << 7) | (buf[9]! & 0x7f);
  return 10 + size + (buf[5]! & 0x10 ? 10 : 0);
}

export function mp3Info(buf: Buffer): Mp3Info {
  let pos = skipId3v2(buf);
  const end = buf.subarray(-128, -125).toString('latin1') === 'TAG' ? buf.length - 128 : buf.length;
  let frames = 0;
  let samples = 0;
  let first: Omit<Mp3Info, 'frames' | 'seconds'> | undefined;
  while (pos < end) {
    if (pos + 4 > end) throw new Error(`truncated frame header at byte ${pos}`);
    const h = buf.readUInt32BE(pos);
    if (h >>> 21 !== 0x7ff) throw new Error(`no frame sync at byte ${pos}`);
    const version = (h >>> 19) & 3;
    const layer = (h >>> 17) & 3;
    const bitrateIndex = (h >>> 12) & 0xf;
    const rateIndex = (h >>> 10) & 3;
    const sampleRate = SAMPLE_RATES[version]?.[rateIndex];
    const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex];
    if (layer !== 1 || !sampleRate || !bitrate) throw new Error(`not a Layer III frame at byte ${pos}`);
    const samplesPerFrame = version === 3 ? 1152 : 576;
    const length = Math.floor((samplesPerFrame / 8) * bitrate * 1000 / sampleRate) + ((h >>> 9) & 1);
    first ??= { sampleRate, bitrateKbps: bitrate, mono: ((h >>> 6) & 3) === 3 };
    if (pos + length > end) throw new Error(`truncated frame at byte ${pos}`);
    pos += length;
    frames += 1;
    samples += samplesPerFrame;
  }
  if (!first) throw new Error('no MPEG frames');
  return { ...first, frames, seconds: samples / first.sampleRate };
}
