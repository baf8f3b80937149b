import { SEARCH_LIMITS } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { eachWord, snippetOf } from './search-snippet.js';

/** snippetOf as it was before it read the words lazily: every word of the text first. */
function eager(text: string, matches: (word: string) => boolean) {
  const max = SEARCH_LIMITS.snippetChars;
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
  const first = words.find((w) => matches(w.word));
  let start = 0;
  if (first && first.end > max - 40) {
    start = Math.max(0, first.start - 60);
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first.start) start = space + 1;
  }
  const lead = start > 0 ? '…' : '';
  let end = Math.min(text.length, start + max - lead.length);
  if (end < text.length) {
    end -= 1;
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const snippet = `${lead}${text.slice(start, end).trimEnd()}${end < text.length ? '…' : ''}`;
  const shift = lead.length - start;
  const marks = words.filter((w) => w.start >= start && w.end <= end && matches(w.word)).map((w): [number, number] => [w.start + shift, w.end + shift]);
  return { snippet, marks };
}

/** A matcher of words as strings, as the snippets take it (offsets into the text). */
const ofWords = (matches: (word: string) => boolean) => (text: string, start: number, end: number) => matches(text.slice(start, end));

describe('search snippets (services/search-snippet.ts snippetOf)', () => {
  it('reads the words as /[\\p{L}\\p{N}]+/gu does: any script, digits, letters beyond U+FFFF, marks and lone surrogates between words', () => {
    const texts = ['', 'a', ' a1 ', 'Đurđevdan, 46/10; COVID-19', 'Здравствуйте мир', 'e\u0301 naïve', '𝐀𝐁c d', 'x\ud800y', '漢字かな 123', 'ٱلعربية'];
    for (const text of texts) {
      const read: string[] = [];
      eachWord(text, (s, e) => { read.push(text.slice(s, e)); return false; });
      expect(read, text).toEqual(text.match(/[\p{L}\p{N}]+/gu) ?? []);
    }
  });

  it('cut and mark as when every word of the text was read first', () => {
    const parts = ['zaštita', 'zdravlja', 'Đurđevdan', 'krpelj', 'krpelja', 'COVID-19', '46/10', 'a', ' ', '  ', ', ', '.', '\n', 'ambulanta'];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 300; i++) {
      const text = Array.from({ length: Math.floor(random() * 400) }, () => parts[Math.floor(random() * parts.length)]).join(random() < 0.5 ? ' ' : '');
      const wanted = parts[Math.floor(random() * parts.length)]!;
      const matches = (w: string) => w.startsWith(wanted.slice(0, 4));
      expect(snippetOf(text, ofWords(matches)), JSON.stringify({ text, wanted })).toEqual(eager(text, matches));
    }
    expect(snippetOf('', () => true)).toEqual({ snippet: '', marks: [] });
    // A match far into the text: the snippet starts before it, the words after it are marked.
    const far = `${'uvod '.repeat(200)}krpelj i krpelja${' kraj'.repeat(100)}`;
    const cut = snippetOf(far, ofWords((w) => w.startsWith('krpelj')));
    expect(cut.snippet.startsWith('…')).toBe(true);
    expect(cut.marks.map(([a, b]) => cut.snippet.slice(a, b))).toEqual(['krpelj', 'krpelja']);
  });
});
