import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, INDEXED_PATHS, PUBLIC_PATHS, ROUTES, STAFF_PATH_PREFIXES } from './index.js';

describe('paths for crawlers (robots.txt, sitemap.xml)', () => {
  it('keep every staff page behind a prefix robots.txt disallows', () => {
    const staffPages = [
      ROUTES.newsCreate, ROUTES.newsEdit(7), ROUTES.register, ROUTES.loginDetails, ROUTES.accounts,
      ROUTES.clinicCreate, ROUTES.clinicEdit(7), ROUTES.serviceCreate, ROUTES.serviceEdit(7),
      ...DOCUMENT_TYPES.flatMap((t) => [t.createPath, `${t.editPath}/7`]),
    ];
    for (const page of staffPages) expect(STAFF_PATH_PREFIXES.some((p) => page.startsWith(p)), page).toBe(true);
  });

  it('never disallow a public page (a robots.txt prefix matches every path that starts with it)', () => {
    const publicPages = [...PUBLIC_PATHS, ROUTES.newsDetail(7), ROUTES.clinicDetail(7), ROUTES.serviceDetail(7)];
    for (const page of publicPages) expect(STAFF_PATH_PREFIXES.filter((p) => page.startsWith(p)), page).toEqual([]);
  });

  it('list each public page once in the sitemap, without the login form and the search', () => {
    expect(INDEXED_PATHS).not.toContain(ROUTES.login);
    expect(PUBLIC_PATHS).toContain(ROUTES.search);
    expect(INDEXED_PATHS).not.toContain(ROUTES.search);
    expect(INDEXED_PATHS).not.toContain(ROUTES.aboutDetailsAlias);
    expect(INDEXED_PATHS).toContain(ROUTES.aboutDetails);
    expect(INDEXED_PATHS).toContain(ROUTES.accessibility);
    for (const t of DOCUMENT_TYPES) expect(INDEXED_PATHS).toContain(t.listPath);
    expect(new Set(INDEXED_PATHS).size).toBe(INDEXED_PATHS.length);
  });
});
