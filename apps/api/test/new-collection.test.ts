// docs/architecture.md "Add a kind", proved (issue 22): on a scratch copy of the repository, a new kind of content (a
// price list item: name, code, price, note, and a kind, a yes/no and a date, one field of each type beside text) is its description in generic-collections.ts, its two tables in schema.prisma
// (items and their versions) and the migration the repository's own tooling writes, nothing else; then its CRUD, the
// validation of its fields, versions, the bin and the audit log work (collection-crud.ts, run by a test file this test
// writes into the copy), and so do its staff list and form (the web's collection screens' tests).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scratchRepository } from './scratch-repo.js';

const copy = scratchRepository('new-collection');
const { copyRepository, edit, script, ok, passedTests, changedFiles, createMigration, step } = copy;

const DESCRIPTION = `/** The price list: what a service costs (new-collection.test.ts added it). */
const priceList: Collection = {
  slug: 'price',
  resource: 'Cjenovnik',
  labels: { singular: 'Stavka cjenovnika', plural: 'Cjenovnik' },
  access: { read: 'public', write: 'staff', create: true, delete: true },
  paths: {
    api: '/api/Cjenovnik', publicList: '/cjenovnik', staff: '/urednik/cjenovnik', edit: (id) => \`/urednik/cjenovnik/\${id}\`, create: '/urednik/cjenovnik/novi',
  },
  capabilities: { ...none, versions: true, bin: true },
  useAsTitle: 'name',
  storage: { table: 'Cjenovnik', versions: { table: 'CjenovnikVerzija', itemColumn: 'itemId' } },
  fields: [
    { name: 'name', wire: 'naziv', type: 'text', label: 'Naziv usluge', required: true, maxLength: 200, listed: true, versioned: true },
    { name: 'code', wire: 'sifra', type: 'text', label: 'Šifra', required: true, maxLength: 20, listed: true, versioned: true },
    { name: 'price', wire: 'cijena', type: 'text', label: 'Cijena (KM)', required: true, maxLength: 20, listed: true, versioned: true },
    { name: 'note', wire: 'napomena', type: 'longText', label: 'Napomena', required: false, maxLength: 1000, versioned: true },
    {
      name: 'kind', wire: 'vrsta', type: 'enum', label: 'Vrsta', required: true, options: ['pregled', 'analiza'],
      optionLabels: { pregled: 'Pregled', analiza: 'Analiza' }, listed: true, versioned: true,
    },
    { name: 'active', wire: 'aktivna', type: 'boolean', label: 'U ponudi', required: false, listed: true, versioned: true },
    { name: 'validFrom', wire: 'vrijediOd', type: 'date', label: 'Vrijedi od', required: false, versioned: true },
  ],
};

`;

const MODELS = `
/// The price list (a kind described in packages/contracts generic-collections.ts).
model Cjenovnik {
  id        Int                @id @default(autoincrement())
  naziv     String             @db.VarChar(200)
  sifra     String             @db.VarChar(20)
  cijena    String             @db.VarChar(20)
  napomena  String             @default("")
  vrsta     String             @db.VarChar(20)
  aktivna   Boolean            @default(false)
  vrijediOd DateTime?          @db.Date
  createdAt DateTime           @default(now()) @db.Timestamptz(3)
  updatedAt DateTime           @updatedAt @db.Timestamptz(3)
  deletedAt DateTime?          @db.Timestamptz(3)
  deletedBy String?            @db.VarChar(50)
  versions  CjenovnikVerzija[]
}

model CjenovnikVerzija {
  id        Int       @id @default(autoincrement())
  itemId    Int
  item      Cjenovnik @relation(fields: [itemId], references: [id], onDelete: Cascade)
  version   Int
  naziv     String    @db.VarChar(200)
  sifra     String    @db.VarChar(20)
  cijena    String    @db.VarChar(20)
  napomena  String    @default("")
  vrsta     String    @db.VarChar(20)
  aktivna   Boolean   @default(false)
  vrijediOd DateTime? @db.Date
  savedAt   DateTime  @default(now()) @db.Timestamptz(3)
  savedById Int?
  savedBy   String    @db.VarChar(50)

  @@unique([itemId, version])
}
`;

describe('a new kind of content (docs/architecture.md "Add a kind")', () => {
  it('is its description, its tables and their migration; CRUD, validation, versions, bin, audit log, staff list and form follow', async () => {
    await step('copy', copyRepository);

    // 1. The description, among the kinds served from their description.
    edit('packages/contracts/src/generic-collections.ts', (s) => s
      .replace(/\n(\/\*\*\n \* The kinds served from their description alone)/, `\n${DESCRIPTION}$1`)
      .replace(/(export const GENERIC_COLLECTIONS: readonly Collection\[\] = \[)([^\]]*)\];/, (_, head: string, kinds: string) => `${head}${kinds ? `${kinds}, ` : ''}priceList];`));
    // 2. Its table and its versions' table.
    edit('prisma/schema.prisma', (s) => `${s}${MODELS}`);
    // 3. The migration the repository's tooling writes.
    const migration = await createMigration('price_list');
    expect(migration.sql).toContain('CREATE TABLE "CjenovnikVerzija"');

    const changed = changedFiles();
    console.log(`new-collection: the recipe changed\n  ${changed.join('\n  ')}`);
    expect(changed).toEqual(['packages/contracts/src/generic-collections.ts', `${migration.dir}/migration.sql`, 'prisma/schema.prisma']);

    ok(await step('prisma generate', () => script('prisma', 'build')), 'prisma generate');
    for (const pkg of ['prisma', 'packages/contracts', 'apps/api', 'apps/web']) {
      ok(await step(`typecheck ${pkg}`, () => script(pkg, 'typecheck')), `typecheck ${pkg}`);
    }
    await step('contracts tests', () => passedTests('packages/contracts', ['src/collections.test.ts']));
    // The generic tests, for the new kind: a test file this test writes (not part of the recipe).
    fs.writeFileSync(path.join(copy.dir, 'apps/api/test/cjenovnik.test.ts'), "import { describeCollectionCrud } from './collection-crud.js';\n\ndescribeCollectionCrud('Cjenovnik');\n");
    const api = await step('API tests', () => passedTests('apps/api', ['test/cjenovnik.test.ts', 'test/migrations.test.ts', 'test/layers.test.ts']));
    expect(api.filter((t) => t.startsWith('Cjenovnik (/api/Cjenovnik), served from the description > '))).toHaveLength(3);
    fs.writeFileSync(path.join(copy.dir, 'apps/web/src/features/collections/cjenovnik.test.tsx'),
      "import { describeCollectionScreens } from './screens.testkit';\n\ndescribeCollectionScreens('Cjenovnik');\n");
    const web = await step('web tests', () => passedTests('apps/web', ['src/features/collections/cjenovnik.test.tsx', 'src/layers.test.ts', 'src/app/routes.test.ts']));
    expect(web.filter((t) => t.startsWith('the screens of Cjenovnik, from the description > '))).toHaveLength(4);
    console.log(copy.summary());
  }, 1_200_000);
});
