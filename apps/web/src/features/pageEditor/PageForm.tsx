import { inputSchemaOf, pageCollection, PAGE_EDITOR_UI as T, renderBlocks, WEB_UI, type Block } from '@dz/contracts';
import { useMemo, useState } from 'react';
import { get, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { createPage, getPage, updatePage, type PageItem } from '../../api/zod/pages';
import { TextField } from '../../ui/Fields';
import { EditGuard } from '../../ui/EditGuard';
import { FormActions } from '../../ui/FormActions';
import { itemVersion } from '../../ui/itemVersion';
import { useSaveForm } from '../../ui/useSaveForm';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { collectionKeys } from '../collections/queries';
import { useDraftId } from '../shared/useDraftId';
import { BlockList, type PageValues } from './BlockEditor';
import { toWire } from './blockValues';
import { richTextFlags } from './flags';

const c = pageCollection;
const label = (wire: string) => c.fields.find((f) => f.wire === wire)!.label;

/** The page's fields as the description checks them; the blocks are checked by the API (its 400 names the field). */
const pageFormSchema = inputSchemaOf(c).extend({ blocks: z.array(z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null)) });

const valuesOf = (item?: PageItem): PageValues => ({
  path: item?.path ?? '',
  title: item?.title ?? '',
  summary: item?.summary ?? '',
  blocks: item?.blocks ?? [],
});

/** The server's name of a field in the blocks (`blocks[2].people[0].role`) as the form's (`blocks.2.people.0.role`). */
export const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * A page's create and edit form (issue 38): path, title, summary and the block editor; saved as every edit form is
 * (ui/useSaveForm.ts: the typed work kept, the version it edits sent with If-Match, 412 opening the conflict view).
 * A refusal naming a field inside the blocks goes under that input, or, for a field no input holds (a rich text's
 * node), above the buttons with the field's name. Before saving the flags of flags.ts are listed; the preview shows
 * the public page's blocks as contracts' renderBlocks renders them, from the unsaved draft.
 */
export function PageForm({ item }: { item?: PageItem }) {
  const form = useSchemaForm<PageValues>(pageFormSchema, valuesOf(item));
  const [blockError, setBlockError] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const { formProps, actions, guard } = useSaveForm<PageValues, PageItem>({
    form,
    save: (values, v) => {
      setBlockError(null);
      const input = { path: values.path, title: values.title, summary: values.summary, blocks: toWire(values.blocks) };
      return item ? updatePage(item.id, input, v) : createPage(input);
    },
    invalidate: [collectionKeys(c)],
    success: item ? WEB_UI.saved : WEB_UI.created,
    to: c.paths.staff,
    draft: useDraftId(c.resource, item?.id ?? 'new'),
    version: item && itemVersion(item, () => getPage(item.id), valuesOf),
    fieldOf: (name) => (name.startsWith('blocks[') ? formPath(name) : undefined),
    otherField: (name, message) => {
      const value = get(form.getValues(), formPath(name));
      if (!name.startsWith('blocks') || ['string', 'number', 'boolean'].includes(typeof value)) return false;
      setBlockError(`${message} (${name})`);
      return true;
    },
  });
  const blocks = useWatch({ control: form.control, name: 'blocks' });
  const flags = useMemo(() => richTextFlags(blocks ?? []), [blocks]);
  return (
    <form {...formProps} style={undefined} className="form page-form">
      <EditGuard {...guard} />
      <TextField label={label('title')} {...fieldProps(form, 'title')} />
      <TextField label={label('path')} {...fieldProps(form, 'path')} />
      <TextField label={label('summary')} multiline {...fieldProps(form, 'summary')} />
      <h2>{T.blocks}</h2>
      <BlockList form={form} name="blocks" depth={1} number="" />
      {flags.length > 0 && (
        <section className="page-flags" role="status" aria-labelledby="page-flags-title">
          <h2 id="page-flags-title">{T.flagsHeading}</h2>
          <ul>{flags.map((f, i) => <li key={i}>{f}</li>)}</ul>
        </section>
      )}
      {blockError && <p className="form-error" role="alert">{blockError}</p>}
      <p>
        <button type="button" className="btn btn-secondary" aria-expanded={preview} aria-controls="page-preview" onClick={() => setPreview(!preview)}>
          {preview ? T.hidePreview : T.preview}
        </button>
      </p>
      {preview && <Preview values={form.getValues()} blocks={blocks ?? []} />}
      <FormActions submitLabel={item ? WEB_UI.saveChanges : WEB_UI.add} cancelTo={c.paths.staff} {...actions} />
    </form>
  );
}

/** The public page's content from the draft: the same renderer as the public page (escaped text, checked links). */
function Preview({ values, blocks }: { values: PageValues; blocks: readonly unknown[] }) {
  let html = '';
  try {
    html = renderBlocks(toWire(blocks) as Block[]);
  } catch {
    html = '';
  }
  return (
    <section id="page-preview" className="page-preview" aria-label={T.previewHeading}>
      <p className="field-hint">{T.previewHeading}</p>
      <h2>{values.title}</h2>
      {values.summary && <p className="lead">{values.summary}</p>}
      <div className="page-blocks" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
