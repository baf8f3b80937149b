import { describe, expect, it } from 'vitest';
import { collectionByResource, plainFieldsOf, textFieldsOf, titleFieldOf, type Collection } from '@dz/contracts/collections';
import { API } from '@dz/contracts/paths';
import type { AuditEntry, BinItem, ItemVersion } from '@dz/contracts/schemas';
import { API_ERRORS } from '@dz/contracts/text';
import { invalidValue, sampleValue } from '@dz/contracts/testing';
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
  const fields = plainFieldsOf(c);
  const title = titleFieldOf(c);
  const base = c.paths.api;
  const item = (id: number) => `${base}/${id}`;
  /** Every field filled with the n-th sample of its type (collection-samples.ts), `over` over them. */
  const values = (n: number, over: Record<string, unknown> = {}) => Object.fromEntries(fields.map((f) => [f.wire, f.wire in over ? over[f.wire] : sampleValue(f, n)]));
  const token = () => (c.access.write === 'admin' ? h.tokens.admin : h.tokens.staff);
  const create = (v: Record<string, unknown>) => h.request.post(base).set(bearer(token())).send(v);
  const update = (id: number, v: Record<string, unknown>, ifMatch?: string) => {
    const r = h.request.put(item(id)).set(bearer(token()));
    return (ifMatch ? r.set('If-Match', ifMatch) : r).send(v);
  };
  const count = async () => ((await h.request.get(base)).body as unknown[]).length;

  describe(`${c.labels.plural} (${base}), served from the description`, () => {
    it('creates, lists, reads with its ETag, edits and deletes, for whom its access names; anonymous writes are 401', async () => {
      expect((await h.request.post(base).send(values(1))).status).toBe(401);
      const r = await create(values(2));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      for (const f of fields) expect(r.body[f.wire], f.name).toBe(values(2)[f.wire]);
      expect(((await h.request.get(base)).body as { id: number }[]).some((x) => x.id === r.body.id)).toBe(true);
      const one = await h.request.get(item(r.body.id));
      expect([one.status, one.body.id]).toEqual([200, r.body.id]);
      expect(one.headers.etag).toBeTruthy();
      const changed = await update(r.body.id, values(3), String(one.headers.etag));
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      // The version read before that save is stale now: 412 naming who saved it, nothing changed.
      const stale = await update(r.body.id, values(4), String(one.headers.etag));
      expect(stale.status).toBe(412);
      expect((await h.request.get(item(r.body.id))).body[title.wire]).toBe(values(3)[title.wire]);
      expect((await h.request.delete(item(r.body.id))).status).toBe(401);
      expect((await h.request.delete(item(r.body.id)).set(bearer(token()))).status).toBe(204);
      expect((await h.request.get(item(r.body.id))).status).toBe(404);
      expect((await update(r.body.id, values(5))).status).toBe(404);
      expect((await h.request.get(item(999999))).status).toBe(404);
    });

    it('refuses what its fields do not allow with a 400 naming the field (too long, empty when required, not JSON), and stores nothing', async () => {
      const before = await count();
      for (const f of textFieldsOf(c)) {
        expect((await create(values(5, { [f.wire]: 'a'.repeat(f.maxLength! + 1) }))).body, f.name)
          .toEqual({ status: 400, message: API_ERRORS.tooLong(f.maxLength!), field: f.wire });
        if (f.required) expect((await create(values(5, { [f.wire]: ' ' }))).body, f.name).toEqual({ status: 400, message: API_ERRORS.required, field: f.wire });
        expect((await create(values(5, { [f.wire]: 'a\u0000b' }))).status, f.name).toBe(400);
      }
      // A field of a checked format refuses what is not one, naming itself.
      for (const f of fields.filter((x) => invalidValue(x) !== undefined)) {
        const r = await create(values(5, { [f.wire]: invalidValue(f) }));
        expect([r.status, r.body.field], f.name).toEqual([400, f.wire]);
      }
      expect((await h.request.post(base).set(bearer(token())).set('Content-Type', 'text/plain').send('naziv=x')).status).toBe(415);
      expect((await h.request.post(base).set(bearer(token())).set('Content-Type', 'application/json').send('{"cut":')).status).toBe(400);
      expect(await count()).toBe(before);
    });

    it('keeps each save as a version and restores one as a new version; the bin keeps a deleted item and gives it back; the audit log has every write', async () => {
      const id = (await create(values(6))).body.id as number;
      expect((await update(id, values(7))).status).toBe(200);
      const versions = API.documentVersions({ resource }, id);
      const list = (await h.request.get(versions).set(bearer(h.tokens.staff))).body as ItemVersion[];
      expect(list.map((v) => v.version)).toEqual([2, 1]);
      const first = values(6)[title.wire] as string;
      expect(list[1]!.text).toContain(first);
      expect((await h.request.post(API.versionRestore(versions, 1)).set(bearer(h.tokens.staff))).status).toBe(204);
      expect((await h.request.get(item(id))).body[title.wire]).toBe(first);

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
