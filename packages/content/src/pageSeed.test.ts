import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_PAGE_PATHS, PAGE_ALIASES, blocksPlainText, pageAddress } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { medicalLiterature } from './library.js';
import { bibliographyItem, pageSeedSql, seedPages } from './pageSeed.js';

const migrations = resolve(dirname(fileURLToPath(import.meta.url)), '../../../prisma/migrations');

describe('the static pages seeded as pages (issue 38)', () => {
  it('the migration holds exactly what the script makes from the content now', () => {
    const dirs = readdirSync(migrations).filter((d) => d.endsWith('_static_pages'));
    expect(dirs).toHaveLength(1);
    expect(readFileSync(join(migrations, dirs[0]!, 'migration.sql'), 'utf8')).toBe(pageSeedSql());
  });

  it('has a page for every static path, an alias showing its page', () => {
    const paths = seedPages().map((p) => p.path);
    for (const path of CONTENT_PAGE_PATHS) expect(paths, path).toContain(PAGE_ALIASES[path] ?? path);
    expect(pageAddress('/O-Nama-Detalji/')).toBe('/onama-detalji');
  });

  it('keeps every word of the content: boxes, laws, calendar, bibliographies, people', () => {
    const text = (path: string) => blocksPlainText(seedPages().find((p) => p.path === path)!.blocks);
    expect(text('/zakonEdu')).toContain('Zakon o zdravstvenoj zaštiti („Službene novine Federacije BiH“, br. 46/10 i 75/13)');
    expect(text('/zakonEdu')).toContain('7. aprila Svjetski dan zdravlja');
    expect(text('/zakonEdu')).toContain('U IZRADI');
    expect(text('/biblioteka')).toContain(medicalLiterature[0]);
    expect(text('/o-nama')).toContain('dr. Senad Begić, spec. porodične medicine, Direktor');
    expect(text('/pristupacnost')).toContain('posljednji put preispitana');
  });

  it('reads a library line as a bibliography item that gives the line back', () => {
    expect(bibliographyItem('Bickley LS. Bates’ Guide. 13th ed. Philadelphia: Wolters Kluwer; 2021.')).toEqual({
      authors: 'Bickley LS', title: 'Bates’ Guide. 13th ed', publisher: 'Philadelphia: Wolters Kluwer', year: 2021,
    });
    expect(bibliographyItem('Andrić I. Na Drini ćuprija.')).toEqual({ authors: 'Andrić I', title: 'Na Drini ćuprija' });
    expect(() => bibliographyItem('bez tačke na kraju')).toThrow();
  });
});
