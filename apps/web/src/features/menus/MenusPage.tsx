import {
  API, DOCUMENT_TYPES, MENU_LIMITS, MENU_NAMES, MENU_ROUTES, MENU_TEXT, menuInputSchema, NAV,
  type MenuForStaff, type MenuInput, type MenuLink, type MenuName, type NavEntry,
} from '@dz/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { asSent, request } from '../../api/client';
import { RequireLogin } from '../../session/RequireLogin';
import { EditGuard } from '../../ui/EditGuard';
import { CheckboxField, SelectField, TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { Loaded } from '../../ui/Loaded';
import { notify } from '../../ui/notify';
import { showSubmitError } from '../../ui/submitError';
import { useSaveForm } from '../../ui/useSaveForm';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { useDraftId } from '../shared/useDraftId';

type Staff = MenuForStaff & { preview: NavEntry[] };
interface Loaded { menu: Staff; tag: string }
interface VersionRow { version: number; published: boolean; savedAt: string; savedBy: string }
interface Target { id: number; label: string }

const keyOf = (name: MenuName) => ['menus', name] as const;

async function getMenu(name: MenuName, signal?: AbortSignal): Promise<Loaded> {
  let tag = '';
  const menu = await request(`${API.menu(name)}/uredi`, { schema: asSent<Staff>(), signal, onTag: (t) => { tag = t ?? ''; } });
  return { menu, tag };
}

/** What a link may name: the app's pages by their navbar names where they have one, the staff's pages, clinics, services. */
function useTargets() {
  const pages = useQuery({ queryKey: ['menus', 'pages'], queryFn: ({ signal }) => request(API.pages, { schema: asSent<{ id: number; title: string; path: string }[]>(), signal }) });
  const clinics = useQuery({ queryKey: ['menus', 'clinics'], queryFn: ({ signal }) => request(API.clinics, { schema: asSent<{ id: number; name: string }[]>(), signal }) });
  const services = useQuery({ queryKey: ['menus', 'services'], queryFn: ({ signal }) => request(API.services, { schema: asSent<{ id: number; title: string }[]>(), signal }) });
  const named = new Map(NAV.flatMap((e) => ('items' in e ? e.items.map((l) => [l.to, `${e.label}: ${l.label}`] as const) : [[e.to, e.label] as const])));
  return {
    route: MENU_ROUTES.map((p) => ({ value: p, label: named.has(p) ? `${named.get(p)} (${p})` : p })),
    page: (pages.data ?? []).map((p): Target => ({ id: p.id, label: `${p.title} (${p.path})` })),
    clinic: (clinics.data ?? []).map((c): Target => ({ id: c.id, label: c.name })),
    service: (services.data ?? []).map((s): Target => ({ id: s.id, label: s.title })),
  };
}
type Targets = ReturnType<typeof useTargets>;

/** A new link of a kind, aimed at its first choice. */
function linkOfType(type: MenuLink['type'], targets: Targets): MenuLink {
  switch (type) {
    case 'route': return { type, path: targets.route[0]!.value };
    case 'page': return { type, page: targets.page[0]?.id ?? 0 };
    case 'documents': return { type, resource: DOCUMENT_TYPES[0]!.resource };
    case 'clinic': return { type, id: targets.clinic[0]?.id ?? 0 };
    case 'service': return { type, id: targets.service[0]?.id ?? 0 };
    case 'url': return { type, url: 'https://' };
  }
}

/** The tree as stored: a link's item without the empty list of links the form keeps for it, a heading without a link. */
const sent = (values: MenuInput): MenuInput => ({
  ...values,
  items: values.items.map(({ label, link, items }) => (link ? { label, link } : { label, items: items ?? [] })),
});

/**
 * /urednik/izbornici (issue 39): the navbar's and the footer's menus as staff edit them: items named and aimed (a page of
 * the site, a page staff wrote (followed when its path changes), a document list, a clinic, a service or an https:
 * address), moved with buttons, at most two levels. A save is a draft unless "Objavi odmah" is ticked; the draft's
 * preview shows it as visitors will; earlier versions come back into the draft. Saves name their version (If-Match).
 */
export default function MenusPage() {
  const [name, setName] = useState<MenuName>('glavni');
  const menu = useQuery({ queryKey: keyOf(name), queryFn: ({ signal }) => getMenu(name, signal) });
  return (
    <RequireLogin title={MENU_TEXT.heading}>
      <p>{MENU_TEXT.intro}</p>
      <div role="group" aria-label={MENU_TEXT.heading} className="menu-tabs">
        {MENU_NAMES.map((n) => (
          <button key={n} type="button" aria-pressed={n === name} onClick={() => setName(n)}>{MENU_TEXT.names[n]}</button>
        ))}
      </div>
      <Loaded query={menu}>{(m) => <MenuEditor key={`${name} ${m.tag}`} name={name} loaded={m} />}</Loaded>
    </RequireLogin>
  );
}

function MenuEditor({ name, loaded }: { name: MenuName; loaded: Loaded }) {
  const qc = useQueryClient();
  const targets = useTargets();
  const form = useSchemaForm<MenuInput>(menuInputSchema, { items: loaded.menu.items, publish: false });
  const { formProps, actions, guard } = useSaveForm({
    form,
    save: (values, { ifMatch, onTag }) => request(API.menu(name), { method: 'PUT', json: sent(values), schema: asSent<Staff>(), ifMatch, onTag }),
    invalidate: [keyOf(name)],
    success: MENU_TEXT.saved,
    after: () => undefined,
    draft: useDraftId(`menu-${name}`, 1),
    version: {
      tag: loaded.tag,
      reload: async () => {
        const now = await getMenu(name);
        return { values: { items: now.menu.items, publish: false }, tag: now.tag };
      },
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const act = (path: string, message: string) => async () => {
    try {
      await request(path, { method: 'POST', schema: asSent<Staff>(), ifMatch: loaded.tag });
      notify.success(message);
      await qc.invalidateQueries({ queryKey: keyOf(name) });
    } catch (e) {
      // A link the draft names that is gone, a version someone replaced meanwhile: said in the snackbar.
      showSubmitError(e, { field: (field, text) => { notify.error(`${text} (${field})`); return true; }, form: notify.error });
    }
  };
  return (
    <>
      <form {...formProps} aria-label={MENU_TEXT.names[name]}>
        <EditGuard {...guard} />
        <ol className="menu-items">
          {items.fields.map((f, i) => (
            <li key={f.id}>
              <fieldset>
                <legend>{`${i + 1}. ${form.getValues(`items.${i}.label`) || MENU_TEXT.label}`}</legend>
                <TextField label={MENU_TEXT.label} maxLength={MENU_LIMITS.label} {...fieldProps(form, `items.${i}.label`)} />
                <ItemKind form={form} index={i} targets={targets} />
                <RowActions list={items} at={i} />
              </fieldset>
            </li>
          ))}
        </ol>
        <button type="button" disabled={items.fields.length >= MENU_LIMITS.topItems} onClick={() => items.append({ label: '', link: linkOfType('route', targets) })}>
          {MENU_TEXT.addItem}
        </button>
        <CheckboxField label={MENU_TEXT.publish} {...form.register('publish')} />
        <FormActions submitLabel={MENU_TEXT.save} {...actions} />
      </form>
      {loaded.menu.changed && (
        <section aria-labelledby="menu-draft">
          <h2 id="menu-draft">{MENU_TEXT.preview}</h2>
          <p>{MENU_TEXT.changed}</p>
          <Preview entries={loaded.menu.preview} />
          <button type="button" onClick={act(`${API.menu(name)}/objavi`, MENU_TEXT.published)}>{MENU_TEXT.publishDraft}</button>
        </section>
      )}
      <Versions name={name} restore={(v) => act(`${API.menu(name)}/verzije/${v}/vrati`, MENU_TEXT.restored)()} />
    </>
  );
}

/** A first-level item: a link or a heading over links, and what it needs for that. */
function ItemKind({ form, index, targets }: { form: UseFormReturn<MenuInput>; index: number; targets: Targets }) {
  const heading = useWatch({ control: form.control, name: `items.${index}.link` }) === undefined;
  const children = useFieldArray({ control: form.control, name: `items.${index}.items` as 'items.0.items' });
  const setKind = (kind: string) => {
    if (kind === 'heading') {
      form.setValue(`items.${index}.link`, undefined, { shouldDirty: true });
      if (!children.fields.length) children.append({ label: '', link: linkOfType('route', targets) });
    } else {
      form.setValue(`items.${index}.link`, linkOfType('route', targets), { shouldDirty: true });
      form.setValue(`items.${index}.items`, undefined, { shouldDirty: true });
    }
  };
  return (
    <>
      <SelectField label={MENU_TEXT.kind} options={MENU_TEXT.kinds} value={heading ? 'heading' : 'link'} onChange={(e) => setKind(e.target.value)} />
      {heading ? (
        <ol className="menu-children">
          {children.fields.map((c, j) => (
            <li key={c.id}>
              <fieldset>
                <legend>{`${index + 1}.${j + 1}`}</legend>
                <TextField label={MENU_TEXT.label} maxLength={MENU_LIMITS.label} {...fieldProps(form, `items.${index}.items.${j}.label`)} />
                <LinkFields form={form} path={`items.${index}.items.${j}.link`} targets={targets} />
                <RowActions list={children} at={j} />
              </fieldset>
            </li>
          ))}
          <li>
            <button type="button" disabled={children.fields.length >= MENU_LIMITS.children} onClick={() => children.append({ label: '', link: linkOfType('route', targets) })}>
              {MENU_TEXT.addChild}
            </button>
          </li>
        </ol>
      ) : (
        <LinkFields form={form} path={`items.${index}.link`} targets={targets} />
      )}
    </>
  );
}

type LinkPath = `items.${number}.link` | `items.${number}.items.${number}.link`;

/** Where a link goes: its kind, then the one choice that kind needs. */
function LinkFields({ form, path, targets }: { form: UseFormReturn<MenuInput>; path: LinkPath; targets: Targets }) {
  const link = useWatch({ control: form.control, name: path }) as MenuLink | undefined;
  if (!link) return null;
  const set = (next: MenuLink) => form.setValue(path, next, { shouldDirty: true });
  const error = (field: string) => form.getFieldState(`${path}.${field}` as LinkPath, form.formState).error?.message
    ?? form.getFieldState(path, form.formState).error?.message;
  const choice = (options: readonly Target[], value: number, make: (id: number) => MenuLink, field: string) => (
    <SelectField label={MENU_TEXT.target} options={Object.fromEntries(options.map((o) => [String(o.id), o.label]))} value={String(value)}
      error={error(field)} onChange={(e) => set(make(Number(e.target.value)))} />
  );
  return (
    <>
      <SelectField label={MENU_TEXT.linkType} options={MENU_TEXT.linkTypes} value={link.type} onChange={(e) => set(linkOfType(e.target.value as MenuLink['type'], targets))} />
      {link.type === 'route' && (
        <SelectField label={MENU_TEXT.target} options={Object.fromEntries(targets.route.map((r) => [r.value, r.label]))} value={link.path}
          error={error('path')} onChange={(e) => set({ type: 'route', path: e.target.value })} />
      )}
      {link.type === 'documents' && (
        <SelectField label={MENU_TEXT.target} options={Object.fromEntries(DOCUMENT_TYPES.map((t) => [t.resource, t.pageTitle]))} value={link.resource}
          error={error('resource')} onChange={(e) => set({ type: 'documents', resource: e.target.value })} />
      )}
      {link.type === 'page' && choice(targets.page, link.page, (page) => ({ type: 'page', page }), 'page')}
      {link.type === 'clinic' && choice(targets.clinic, link.id, (id) => ({ type: 'clinic', id }), 'id')}
      {link.type === 'service' && choice(targets.service, link.id, (id) => ({ type: 'service', id }), 'id')}
      {link.type === 'url' && (
        <TextField label={MENU_TEXT.url} type="url" inputMode="url" value={link.url} error={error('url')} onChange={(e) => set({ type: 'url', url: e.target.value })} />
      )}
    </>
  );
}

/** An item's moves and removal in its list (buttons, so the keyboard does it all). */
function RowActions({ list, at }: { list: { fields: readonly unknown[]; move: (from: number, to: number) => void; remove: (at: number) => void }; at: number }) {
  return (
    <div className="row-actions">
      <button type="button" disabled={at === 0} onClick={() => list.move(at, at - 1)}>{MENU_TEXT.up}</button>
      <button type="button" disabled={at === list.fields.length - 1} onClick={() => list.move(at, at + 1)}>{MENU_TEXT.down}</button>
      <button type="button" onClick={() => list.remove(at)}>{MENU_TEXT.remove}</button>
    </div>
  );
}

/** The draft as visitors will see it. */
function Preview({ entries }: { entries: NavEntry[] }) {
  return (
    <ul className="menu-preview">
      {entries.map((e) => (
        <li key={`${e.label} ${'to' in e ? e.to : ''}`}>
          {'items' in e ? <>{e.label}<ul>{e.items.map((l) => <li key={`${l.label} ${l.to}`}>{l.label} <code>{l.to}</code></li>)}</ul></> : <>{e.label} <code>{e.to}</code></>}
        </li>
      ))}
    </ul>
  );
}

function Versions({ name, restore }: { name: MenuName; restore: (version: number) => void }) {
  const versions = useQuery({ queryKey: [...keyOf(name), 'versions'], queryFn: ({ signal }) => request(`${API.menu(name)}/verzije`, { schema: asSent<VersionRow[]>(), signal }) });
  if (!versions.data?.length) return null;
  return (
    <section aria-labelledby="menu-versions">
      <h2 id="menu-versions">{MENU_TEXT.versions}</h2>
      <ul>
        {versions.data.map((v) => (
          <li key={v.version}>
            {MENU_TEXT.versionLine(v.version, v.savedBy, new Date(v.savedAt).toLocaleString('bs-BA', { timeZone: 'Europe/Sarajevo' }), v.published)}{' '}
            <button type="button" onClick={() => restore(v.version)}>{MENU_TEXT.restore}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
