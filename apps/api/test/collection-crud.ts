import { describe, expect, it } from 'vitest';
import {
  API, API_ERRORS, collectionByResource, textFieldsOf, type AuditEntry, type BinItem, type Collection, type ItemVersion,
} from '@dz/contracts';
import { bearer, useTestApp } from './harness.js';

/**
 * The tests of a collection served from its description alone (routes/collection.ts, issue 22): its CRUD as its
 * access allows, validation by its fields (400 naming the field, nothing stored), If-Match (412), versions and their
 * restore, the bin and its restore, and the audit log. new-collection.test.ts adds a kind to a scratch copy and runs
 * these for it; any kind the generic router serves can (its text fields are filled with values of their own).
 */
export function describeCollectionCrud(resource: string) {
  const c = collectionByResource(resource) as Collection;
  const h = useTestApp();
  const fields = textFieldsOf(c);
  const base = c.paths.api;
  const item = (id: number) => `${base}/${id}`;
  const values = (tag: string, over: Record<string, string> = {}) =>
    Object.fromEntries(fields.map((f) => [f.wire, over[f.wire] ?? (f.required ? `${f.label} ${tag}`.slice(0, f.maxLength) : '')]));
  const token = () => (c.access.write === 'admin' ? h.tokens.admin : h.tokens.staff);
  const create = (v: Record<string, string>) => h.request.post(base).set(bearer(token())).send(v);
  const update = (id: number, v: Record<string, string>, ifMatch?: string) => {
    const r = h.request.put(item(id)).set(bearer(token()));
    return (ifMatch ? r.set('If-Match', ifMatch) : r).send(v);
  };
  const count = async () => ((await h.request.get(base)).body as unknown[]).length;

  describe(`${c.labels.plural} (${base}), served from the description`, () => {
    it('creates, lists, reads with its ETag, edits and deletes, for whom its access names; anonymous writes are 401', async () => {
      expect((await h.request.post(base).send(values('a'))).status).toBe(401);
      const r = await create(values('prvi'));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      for (const f of fields) expect(r.body[f.wire], f.name).toBe(values('prvi')[f.wire]);
      expect(((await h.request.get(base)).body as { id: number }[]).some((x) => x.id === r.body.id)).toBe(true);
      const one = await h.request.get(item(r.body.id));
      expect([one.status, one.body.id]).toEqual([200, r.body.id]);
      expect(one.headers.etag).toBeTruthy();
      const changed = await update(r.body.id, values('drugi'), String(one.headers.etag));
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      // The version read before that save is stale now: 412 naming who saved it, nothing changed.
      const stale = await update(r.body.id, values('treći'), String(one.headers.etag));
      expect(stale.status).toBe(412);
      expect((await h.request.get(item(r.body.id))).body[fields[0]!.wire]).toBe(values('drugi')[fields[0]!.wire]);
      expect((await h.request.delete(item(r.body.id))).status).toBe(401);
      expect((await h.request.delete(item(r.body.id)).set(bearer(token()))).status).toBe(204);
      expect((await h.request.get(item(r.body.id))).status).toBe(404);
      expect((await update(r.body.id, values('x'))).status).toBe(404);
      expect((await h.request.get(item(999999))).status).toBe(404);
    });

    it('refuses what its fields do not allow with a 400 naming the field (too long, empty when required, not JSON), and stores nothing', async () => {
      const before = await count();
      for (const f of fields) {
        expect((await create(values('x', { [f.wire]: 'a'.repeat(f.maxLength! + 1) }))).body, f.name)
          .toEqual({ status: 400, message: API_ERRORS.tooLong(f.maxLength!), field: f.wire });
        if (f.required) expect((await create(values('x', { [f.wire]: ' ' }))).body, f.name).toEqual({ status: 400, message: API_ERRORS.required, field: f.wire });
        expect((await create(values('x', { [f.wire]: 'a\u0000b' }))).status, f.name).toBe(400);
      }
      expect((await h.request.post(base).set(bearer(token())).set('Content-Type', 'text/plain').send('naziv=x')).status).toBe(415);
      expect((await h.request.post(base).set(bearer(token())).set('Content-Type', 'application/json').send('{"cut":')).status).toBe(400);
      expect(await count()).toBe(before);
    });

    it('keeps each save as a version and restores one as a new version; the bin keeps a deleted item and gives it back; the audit log has every write', async () => {
      const id = (await create(values('prva'))).body.id as number;
      expect((await update(id, values('druga'))).status).toBe(200);
      const versions = API.documentVersions({ resource }, id);
      const list = (await h.request.get(versions).set(bearer(h.tokens.staff))).body as ItemVersion[];
      expect(list.map((v) => v.version)).toEqual([2, 1]);
      const first = values('prva')[fields[0]!.wire]!;
      expect(list[1]!.text).toContain(first);
      expect((await h.request.post(API.versionRestore(versions, 1)).set(bearer(h.tokens.staff))).status).toBe(204);
      expect((await h.request.get(item(id))).body[fields[0]!.wire]).toBe(first);

      expect((await h.request.delete(item(id)).set(bearer(token()))).status).toBe(204);
      const bin = (await h.request.get(API.bin).set(bearer(h.tokens.staff))).body as BinItem[];
      expect(bin.find((b) => b.resource === resource && b.id === id)?.title).toBe(first);
      expect((await h.request.post(API.restoreItem(resource, id)).set(bearer(h.tokens.staff))).status).toBe(204);
      expect((await h.request.get(item(id))).status).toBe(200);

      const audit = (await h.request.get(`${API.audit}?resource=${resource}&pageSize=100`).set(bearer(h.tokens.admin))).body.items as AuditEntry[];
      expect(audit.filter((a) => a.itemId === String(id)).map((a) => a.action)).toEqual(['restore', 'delete', 'restore-version', 'update', 'create']);
    });
  });
}
