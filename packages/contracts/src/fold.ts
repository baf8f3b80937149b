/**
 * What people type and what is written meet here: the JS twin of SQL `search_fold` (prisma/search.sql):
 * đ as dj (Đ as Dj), no diacritics, lower case. "Đurđevdan" and "Djurdjevdan" both become "djurdjevdan",
 * "Drežnica" and "dreznica" both "dreznica". Used by the API's search (snippets, the desk's searches that found
 * nothing) and by the clinic finder on /ambulante, so the site folds one way everywhere. Zod-free.
 */
export const searchFold = (s: string): string =>
  s.replace(/đ/g, 'dj').replace(/Đ/g, 'Dj').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
