// @vitest-environment happy-dom
import { DOCUMENT_TYPES, PUBLIC_PATHS, ROUTES } from '@dz/contracts';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';

const routes = createRoutes();

/** docs/product.md "Routes" route table, written out as the spec lists it. */
const LEGACY_PATHS = [
  '', 'zakoni', 'edukacija', 'info', 'centar', 'informacije', 'zakonEdu', 'biblioteka', 'brosure', 'onama-detalji',
  'o-nama', 'o-nama-detalji', 'novosti', 'javne-nabavke', 'prava-osiguranika', 'oglasi', 'login', 'register', 'nalozi',
  'ambulante', 'sluzbe', 'ambulante-audio', 'sluzbe-audio', 'misija-vizija', 'novost-detalj/7', 'ambulante-details/1',
  'ambulante-details/28',
  'novost-details', 'informacije-details', 'zakonEdu-details', 'biblioteka-details', 'brosure-details', 'zakon-details',
  'edukacija-details', 'javne-nabavke-details', 'prava-osiguranika-details', 'oglas-details', 'login-details',
  'zakonEdu-update/3', 'brosure-update/3', 'biblioteka-update/3', 'novost-update/3', 'jn-update/3', 'oglas-update/3',
  'zakon-update/3', 'po-update/3', 'edukacija-update/3', 'informacija-update/3',
].map((p) => `/${p}`);

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('routes (docs/product.md "Routes")', () => {
  it('serves every path of the spec route table with its own screen', () => {
    for (const path of LEGACY_PATHS) expect(leaf(path)?.path, path).not.toBe('*');
  });
  it('serves every public path and every registry route', () => {
    const registry = DOCUMENT_TYPES.flatMap((t) => [t.listPath, t.createPath, `${t.editPath}/1`]);
    for (const path of [...PUBLIC_PATHS, ...registry]) expect(leaf(path)?.path, path).not.toBe('*');
  });
  it('serves a service\'s own page (issue 36: not in the legacy table)', () => {
    expect(leaf(ROUTES.serviceDetail(1))?.path).toBe(ROUTES.serviceDetail(':id'));
  });
  it('sends unknown paths to the 404 page', () => {
    for (const path of ['/nepostojece', '/zakoni/1/x', '/novost-detalj']) expect(leaf(path)?.path, path).toBe('*');
  });
});
