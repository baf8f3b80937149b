/** A piece of a snippet: plain text, or a matched word to mark. */
export interface Piece {
  text: string;
  marked: boolean;
}

/**
 * A hit's snippet cut at its marks ([start, end) offsets, contracts SearchHit): in order, each
 * kept within the text, empty ones left out and overlapping ones joined, so a mark the server got
 * wrong never breaks or repeats the text.
 */
export function highlight(snippet: string, marks: readonly (readonly [number, number])[]): Piece[] {
  const clamp = (n: number) => Math.min(Math.max(n, 0), snippet.length);
  const spans = marks.map(([s, e]) => [clamp(s), clamp(e)] as const).filter(([s, e]) => s < e).sort((a, b) => a[0] - b[0]);
  const pieces: Piece[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) pieces.push({ text: snippet.slice(at, from), marked: false });
    const last = pieces.at(-1);
    // A mark touching or overlapping the one before extends it.
    if (last?.marked && from === at) last.text += snippet.slice(from, end);
    else pieces.push({ text: snippet.slice(from, end), marked: true });
    at = end;
  }
  if (at < snippet.length) pieces.push({ text: snippet.slice(at), marked: false });
  return pieces;
}

/**
 * Phone numbers in a text, as written in BiH ("036 580 100", "036/580-100", "+387 36 580 100", "061 123 456"): pieces
 * of plain text and of numbers (issue 24: tapped from a search hit, ui/ContactLinks PhoneLink).
 */
const PHONE = /(?:\+387[\s/-]?\d{2}|\b0\d{1,2})[\s/-]?\d{3}[\s/-]?\d{3,4}\b/g;
export function phonePieces(text: string): { text: string; phone: boolean }[] {
  const pieces: { text: string; phone: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(PHONE)) {
    if (m.index > at) pieces.push({ text: text.slice(at, m.index), phone: false });
    pieces.push({ text: m[0], phone: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), phone: false });
  return pieces;
}
