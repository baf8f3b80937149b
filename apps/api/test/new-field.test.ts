// docs/architecture.md "Add a field", proved (issues 22, 37): on a scratch copy of the repository, a news item gets a
// summary (long text, optional, searched, versioned) by its collection's description, schema.prisma and the migration
// the repository's own tooling writes, nothing else; then the API validates, stores and answers it, the versions and
// the audit log keep it, the search finds it and the staff form has it (the tests that go through every field the
// description names: collection-fields.test.ts, NewsForm.test.tsx), and the public news page shows it before the body
// and the RSS feed's description starts with it (a test file this test writes into the copy, through the copy's built
// server). Any other file the field needed fails it here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchRepository } from './scratch-repo.js';

const copy = scratchRepository('new-field');
const { copyRepository, edit, script, ok, passedTests, changedFiles, createMigration, step } = copy;

const FIELD = "    { name: 'summary', wire: 'sazetak', type: 'longText', label: 'Sažetak', required: false, maxLength: 500, search: 'B', versioned: true },\n";
const COLUMN = '  sazetak   String       @default("")\n';

/** Written into the copy (not part of the recipe): the public page and the feed, through the built server. */
const PUBLIC_TEST = `import sharp from 'sharp';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API, IMAGE_FIELD } from '@dz/contracts';
import { bearer, useTestApp } from './harness.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
const h = useTestApp({ webDist, publicUrl: 'https://dz.example' });

describe("a news item's summary in public", () => {
  it("is on its page, before the body, and the feed's description starts with it", async () => {
    const req = h.request.post(API.newsList).set(bearer(h.tokens.staff));
    const values = { naslov: 'Dan otvorenih vrata', sazetak: 'Subota od devet do podne.', opis: 'Pozivamo sve sugrađane da posjete ambulante.', imageAlt: 'Zgrada doma zdravlja' };
    for (const [k, v] of Object.entries(values)) req.field(k, v);
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const r = await req.attach(IMAGE_FIELD, photo, 'slika.jpg');
    expect(r.status, JSON.stringify(r.body)).toBe(201);

    // The server's HTML is what a browser without JavaScript shows.
    const page = await h.request.get(\`/novost-detalj/\${r.body.id}\`);
    expect(page.status).toBe(200);
    const markup = page.text.slice(page.text.indexOf('<div id="root">'));
    expect(markup).toContain(values.sazetak);
    expect(markup.indexOf(values.sazetak)).toBeLessThan(markup.indexOf(values.opis));
    const feed = await h.request.get(API.newsFeed);
    expect(feed.text).toContain(\`<description>\${values.sazetak}\n\n\${values.opis}</description>\`);
  });
});
`;

describe('a new field of news (docs/architecture.md "Add a field")', () => {
  it('is its description, its columns and their migration; API, versions, audit log, search, form, public page and feed follow', async () => {
    await step('copy', copyRepository);

    // 1. The field in the news collection's description, before the body.
    edit('packages/contracts/src/collections.ts', (s) => s.replace(/(\n)( {4}\{ name: 'body', wire: 'opis'[^\n]*\n)/, `$1${FIELD}$2`));
    // 2. Its column in the news table and in its versions' table.
    edit('prisma/schema.prisma', (s) => s.replace(/(\nmodel News \{\n(?:.*\n)*? {2}opis +String\n)/, `$1${COLUMN}`));
    edit('prisma/schema.prisma', (s) => s.replace(/(\nmodel NewsVersion \{\n(?:.*\n)*? {2}opis +String\n)/, `$1${COLUMN}`));
    // 3. The migration the repository's tooling writes: the columns, and the news' search functions written again.
    const migration = await createMigration('news_summary');
    const { sql } = migration;
    expect(sql).toContain('ALTER TABLE "Novost" ADD COLUMN     "sazetak" TEXT NOT NULL DEFAULT \'\'');
    expect(sql).toContain('ALTER TABLE "NovostVerzija" ADD COLUMN     "sazetak" TEXT NOT NULL DEFAULT \'\'');
    expect(sql).toContain(`nullif(d."sazetak", '')`);

    const changed = changedFiles();
    console.log(`new-field: the recipe changed\n  ${changed.join('\n  ')}`);
    expect(changed).toEqual(['packages/contracts/src/collections.ts', `${migration.dir}/migration.sql`, 'prisma/schema.prisma']);

    ok(await step('prisma generate', () => script('prisma', 'build')), 'prisma generate');
    for (const pkg of ['prisma', 'packages/contracts', 'apps/api', 'apps/web']) {
      ok(await step(`typecheck ${pkg}`, () => script(pkg, 'typecheck')), `typecheck ${pkg}`);
    }
    await step('contracts tests', () => passedTests('packages/contracts', ['src/collections.test.ts']));
    const api = await step('API tests', () => passedTests('apps/api', ['test/collection-fields.test.ts', 'test/migrations.test.ts']));
    const mine = (names: string[], prefix: string) => names.filter((t) => t.includes(prefix));
    expect(mine(api, 'summary (sazetak) > ')).toEqual([
      'news: every text field its collection describes (issue 22) > summary (sazetak) > is stored and answered under its wire name; too long (or empty when required) is a 400 naming it, and nothing is stored',
      'news: every text field its collection describes (issue 22) > summary (sazetak) > is kept in each version (the versions\' text shows the old and the new value) and its save is in the audit log',
      'news: every text field its collection describes (issue 22) > summary (sazetak) > is found by the site search (weight B), and no more once changed',
    ]);
    const web = await step('web tests', () => passedTests('apps/web', ['src/features/news/NewsForm.test.tsx']));
    expect(mine(web, 'summary (sazetak) > ')).toHaveLength(2);
    // The public page and the feed, from the copy's built server.
    ok(await step('web build', () => script('apps/web', 'build')), 'web build');
    fs.writeFileSync(path.join(copy.dir, 'apps/api/test/news-summary.test.ts'), PUBLIC_TEST);
    const shown = await step('public page and feed', () => passedTests('apps/api', ['test/news-summary.test.ts']));
    expect(shown).toEqual(['a news item\'s summary in public > is on its page, before the body, and the feed\'s description starts with it']);
    console.log(copy.summary());
  }, 1_200_000);
});
