import { BLOCK_LIMITS, BLOCK_TYPES, DOCUMENT_TYPES, PAGE_EDITOR_UI as T, type BlockType, type RichTextDoc } from '@dz/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Controller, useFieldArray, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '../../ui/Fields';
import { fieldProps } from '../../ui/useSchemaForm';
import { newBlock, newItem } from './blockValues';
import { RichTextEditor } from './RichTextEditor';

/** The page form's values: the plain fields, then the blocks as the form holds them (blockValues.ts). */
export interface PageValues {
  path: string;
  title: string;
  summary: string;
  blocks: FormEntry[];
}
/** A block, or a row of a list block, as the form holds it (blockValues.ts). */
type FormEntry = Record<string, unknown>;
type Form = UseFormReturn<PageValues>;
/** A field's name inside the blocks (`blocks.2.people.0.name`): react-hook-form's paths, built at run time. */
const at = (name: string) => name as Path<PageValues>;
/** A list's name for useFieldArray (a block list or a block's rows), built at run time. */
const list = (name: string) => name as 'blocks';

const TYPE_OPTIONS = T.blockTypes;
const NESTED_TYPE_OPTIONS: Record<string, string> = Object.fromEntries(BLOCK_TYPES.filter((t) => t !== 'collapsible').map((t) => [t, T.blockTypes[t]]));
const DOCUMENT_OPTIONS: Record<string, string> = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t.resource, t.title]));

/** Moves an entry of a field array, keyboard included: Alt+↑/↓ on a card, focus and an announcement following it. */
function useMoves(move: (from: number, to: number) => void, count: number) {
  const [announced, setAnnounced] = useState('');
  const focusNext = useRef<number | null>(null);
  const cards = useRef(new Map<number, HTMLElement>());
  useEffect(() => {
    if (focusNext.current === null) return;
    cards.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const moveTo = (from: number, to: number, name: (i: number) => string) => {
    if (to < 0 || to >= count) return;
    move(from, to);
    focusNext.current = to;
    setAnnounced(T.moved(name(from), to + 1));
  };
  const keys = (i: number, name: (i: number) => string) => (e: KeyboardEvent) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    e.stopPropagation();
    moveTo(i, e.key === 'ArrowUp' ? i - 1 : i + 1, name);
  };
  const cardRef = (i: number) => (el: HTMLElement | null) => {
    if (el) cards.current.set(i, el);
    else cards.current.delete(i);
  };
  return { announced, setAnnounced, moveTo, keys, cardRef };
}

/**
 * A list of blocks (the page's, or a box's): each block a card with its form, collapsed or open, moved up or down
 * (buttons, or Alt+↑/↓ on the card), removed; then the choice of a new block's type and "Dodaj blok".
 */
export function BlockList({ form, name, depth, number }: { form: Form; name: string; depth: number; number: string }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: list(name) });
  const [type, setType] = useState<BlockType>('richText');
  const moves = useMoves(move, fields.length);
  const canNest = depth <= BLOCK_LIMITS.collapsibleDepth;
  const blockNumber = (i: number) => `${number}${i + 1}`;
  const blockName = (i: number) => T.blockName(blockNumber(i), T.blockTypes[fields[i]!.type as BlockType]);
  return (
    <div className="block-list">
      <p className="field-hint">{T.reorderHint}</p>
      {fields.length === 0 && <p>{T.noBlocks}</p>}
      {fields.map((field, i) => (
        <BlockCard
          key={field.id}
          form={form}
          name={`${name}.${i}`}
          type={field.type as BlockType}
          title={blockName(i)}
          number={`${blockNumber(i)}.`}
          depth={depth}
          cardRef={moves.cardRef(i)}
          onKeyDown={moves.keys(i, blockName)}
          first={i === 0}
          last={i === fields.length - 1}
          onUp={() => moves.moveTo(i, i - 1, blockName)}
          onDown={() => moves.moveTo(i, i + 1, blockName)}
          onRemove={() => {
            moves.setAnnounced(T.removed(blockName(i)));
            remove(i);
          }}
        />
      ))}
      <p className="visually-hidden" role="status">{moves.announced}</p>
      <div className="block-add">
        <SelectField label={T.blockType} options={canNest ? TYPE_OPTIONS : NESTED_TYPE_OPTIONS} value={type} onChange={(e) => setType(e.target.value as BlockType)} />
        <button type="button" className="btn btn-secondary" onClick={() => append(newBlock(type))}>{T.addBlock}</button>
      </div>
    </div>
  );
}

interface CardProps {
  form: Form;
  name: string;
  type: BlockType;
  title: string;
  number: string;
  depth: number;
  cardRef: (el: HTMLElement | null) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}

function BlockCard({ form, name, type, title, number, depth, cardRef, onKeyDown, first, last, onUp, onDown, onRemove }: CardProps) {
  const id = useId();
  const [open, setOpen] = useState(true);
  const Heading = depth === 1 ? 'h3' : depth === 2 ? 'h4' : 'h5';
  return (
    <section className="block-card" aria-labelledby={`${id}-title`} ref={cardRef} tabIndex={-1} onKeyDown={onKeyDown} data-block-type={type}>
      <div className="block-head">
        <Heading id={`${id}-title`}>{title}</Heading>
        <div className="block-buttons">
          <button type="button" className="btn btn-secondary" aria-expanded={open} aria-controls={`${id}-body`} aria-label={`${open ? T.collapse : T.expand}: ${title}`} onClick={() => setOpen(!open)}>
            {open ? T.collapse : T.expand}
          </button>
          <button type="button" className="btn btn-secondary" aria-label={`${T.up}: ${title}`} disabled={first} onClick={onUp}>{T.up}</button>
          <button type="button" className="btn btn-secondary" aria-label={`${T.down}: ${title}`} disabled={last} onClick={onDown}>{T.down}</button>
          <button type="button" className="btn btn-danger" aria-label={`${T.remove}: ${title}`} onClick={onRemove}>{T.remove}</button>
        </div>
      </div>
      <div id={`${id}-body`} className="block-body" hidden={!open}>
        <BlockFields form={form} name={name} type={type} title={title} number={number} depth={depth} />
      </div>
    </section>
  );
}

function BlockFields({ form, name, type, title, number, depth }: { form: Form; name: string; type: BlockType; title: string; number: string; depth: number }) {
  const text = (field: string, label: string, multiline = false) => <TextField label={label} multiline={multiline} {...fieldProps(form, at(`${name}.${field}`))} />;
  switch (type) {
    case 'richText':
      return (
        <Controller
          control={form.control}
          name={at(`${name}.doc`)}
          render={({ field }) => <RichTextEditor value={field.value as RichTextDoc} onChange={field.onChange} label={`${T.richText}: ${title}`} />}
        />
      );
    case 'callout':
      return (
        <>
          <SelectField label={T.tone} options={T.tones} {...fieldProps(form, at(`${name}.tone`))} />
          {text('title', T.titleOptional)}
          {text('text', T.text, true)}
        </>
      );
    case 'collapsible':
      return (
        <>
          {text('title', T.title)}
          <fieldset className="block-nested">
            <legend>{T.nestedBlocks}</legend>
            <BlockList form={form} name={`${name}.blocks`} depth={depth + 1} number={number} />
          </fieldset>
        </>
      );
    case 'people':
      return (
        <>
          {text('title', T.titleOptional)}
          <Rows form={form} name={`${name}.people`} type={type} itemName={T.person} addLabel={T.addPerson} fields={[['name', T.name], ['role', T.role], ['photo', T.photo]]} />
        </>
      );
    case 'references':
      return <Rows form={form} name={`${name}.items`} type={type} itemName={T.item} addLabel={T.addItem} fields={[['title', T.title], ['source', T.source], ['url', T.url]]} />;
    case 'bibliography':
      return <Rows form={form} name={`${name}.items`} type={type} itemName={T.item} addLabel={T.addItem} fields={[['authors', T.authors], ['title', T.title], ['publisher', T.publisher], ['year', T.year]]} />;
    case 'calendar':
      return <Rows form={form} name={`${name}.items`} type={type} itemName={T.item} addLabel={T.addItem} fields={[['date', T.date], ['title', T.title]]} />;
    case 'tiles':
      return <Rows form={form} name={`${name}.items`} type={type} itemName={T.item} addLabel={T.addItem} fields={[['title', T.title], ['text', T.textOptional], ['link', T.link]]} />;
    case 'image':
      return <ImageFields form={form} name={name} />;
    case 'documents':
      return <SelectField label={T.resource} options={DOCUMENT_OPTIONS} {...fieldProps(form, at(`${name}.resource`))} />;
    case 'contact':
      return <Controller control={form.control} name={at(`${name}.of`)} render={({ field }) => <ContactOf value={field.value} onChange={field.onChange} />} />;
  }
}

function ImageFields({ form, name }: { form: Form; name: string }) {
  const decorative = useWatch({ control: form.control, name: at(`${name}.decorative`) }) === true;
  return (
    <>
      <TextField label={T.picture} {...fieldProps(form, at(`${name}.picture`))} />
      <CheckboxField label={T.decorative} {...form.register(at(`${name}.decorative`))} />
      {!decorative && <TextField label={T.alt} {...fieldProps(form, at(`${name}.alt`))} />}
      <TextField label={T.caption} {...fieldProps(form, at(`${name}.caption`))} />
    </>
  );
}

type ContactValue = 'institution' | { clinic: number | string } | { service: number | string };

function ContactOf({ value, onChange }: { value: unknown; onChange: (v: ContactValue) => void }) {
  const v = (value ?? 'institution') as ContactValue;
  const kind = typeof v === 'string' ? 'institution' : 'clinic' in v ? 'clinic' : 'service';
  const idOf = typeof v === 'string' ? '' : String('clinic' in v ? v.clinic : v.service);
  const withId = (k: string, raw: string): ContactValue => {
    const n = /^\d+$/.test(raw) ? Number(raw) : raw;
    return k === 'clinic' ? { clinic: n } : k === 'service' ? { service: n } : 'institution';
  };
  return (
    <>
      <SelectField label={T.contactOf} options={T.contactKinds} value={kind} onChange={(e) => onChange(withId(e.target.value, idOf))} />
      {kind !== 'institution' && <TextField label={T.contactId} inputMode="numeric" value={idOf} onChange={(e) => onChange(withId(kind, e.target.value))} />}
    </>
  );
}

interface RowsProps {
  form: Form;
  name: string;
  type: BlockType;
  itemName: (n: number) => string;
  addLabel: string;
  fields: readonly (readonly [string, string])[];
}

/** A list block's rows (people, laws, books, days, tiles): each a fieldset, moved, removed; then "Dodaj …". */
function Rows({ form, name, type, itemName, addLabel, fields: inputs }: RowsProps) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: list(name) });
  const moves = useMoves(move, fields.length);
  const added = useRef(false);
  const lastRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    lastRef.current?.focus();
  }, [fields.length]);
  return (
    <div className="block-rows">
      {fields.map((field, i) => (
        <fieldset key={field.id} className="block-row" ref={moves.cardRef(i)} tabIndex={-1} onKeyDown={moves.keys(i, (n) => itemName(n + 1))}>
          <legend>{itemName(i + 1)}</legend>
          {inputs.map(([key, label], k) => {
            const props = fieldProps(form, at(`${name}.${i}.${key}`));
            const ref = k === 0 && i === fields.length - 1 ? (el: HTMLElement | null) => { props.ref(el); lastRef.current = el; } : props.ref;
            return <TextField key={key} label={label} {...props} ref={ref} />;
          })}
          <div className="block-buttons">
            <button type="button" className="btn btn-secondary" aria-label={`${T.up}: ${itemName(i + 1)}`} disabled={i === 0} onClick={() => moves.moveTo(i, i - 1, (n) => itemName(n + 1))}>{T.up}</button>
            <button type="button" className="btn btn-secondary" aria-label={`${T.down}: ${itemName(i + 1)}`} disabled={i === fields.length - 1} onClick={() => moves.moveTo(i, i + 1, (n) => itemName(n + 1))}>{T.down}</button>
            <button type="button" className="btn btn-danger" aria-label={`${T.remove}: ${itemName(i + 1)}`} onClick={() => remove(i)}>{T.remove}</button>
          </div>
        </fieldset>
      ))}
      <p className="visually-hidden" role="status">{moves.announced}</p>
      <button type="button" className="btn btn-secondary" onClick={() => { added.current = true; append(newItem(type)); }}>{addLabel}</button>
    </div>
  );
}
