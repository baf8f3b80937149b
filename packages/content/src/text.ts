const FOLD: Record<string, string> = { č: 'c', ć: 'c', đ: 'dj', š: 's', ž: 'z', Č: 'C', Ć: 'C', Đ: 'Dj', Š: 'S', Ž: 'Z' };

/** Bosnian letters to their plain-ASCII spelling ("Vrapčići" → "Vrapcici"). */
export const foldDiacritics = (s: string) => s.replace(/[čćđšžČĆĐŠŽ]/g, (c) => FOLD[c] ?? c);

/** "Brankovac 2 i 3" → "brankovac-2-i-3": file names of generated assets. */
export const slugify = (s: string) =>
  foldDiacritics(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const pad2 = (n: number) => String(n).padStart(2, '0');
