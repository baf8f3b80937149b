import { API, DOCUMENT_TYPES, isRichTextLink, PAGE_EDITOR_UI as T, ROUTES, type RichTextDoc } from '@dz/contracts';
import type { JSONContent } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SelectField, TextField } from '../../ui/Fields';
import { cleanPastedHtml, normaliseDoc, richTextExtensions } from './richTextSchema';

type LinkKind = keyof typeof T.linkKinds;

const DOCUMENT_OPTIONS: Record<string, string> = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t.resource, t.title]));

/** A link's address from what the link form holds: a site path for a page, document, clinic or service. */
export function linkHref(kind: LinkKind, value: string, resource: string): string {
  const v = value.trim();
  switch (kind) {
    case 'page': return `/${v.replace(/^\/+/, '')}`;
    case 'document': {
      const type = DOCUMENT_TYPES.find((t) => t.resource === resource) ?? DOCUMENT_TYPES[0]!;
      return API.download(type, v);
    }
    case 'clinic': return ROUTES.clinicDetail(v);
    case 'service': return ROUTES.serviceDetail(v);
    case 'email': return `mailto:${v.replace(/^mailto:/i, '')}`;
    case 'phone': return `tel:${v.replace(/^tel:/i, '').replace(/[\s/]/g, '')}`;
    case 'external': return v;
  }
}

interface Props {
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  /** The editor's accessible name. */
  label: string;
}

/**
 * The staff's rich-text editor (Tiptap, loaded with the page editor's chunk only): a toolbar of buttons in the tab
 * order (each with its state), the shortcuts of docs/product.md "Page editor", and a link form that builds the
 * link of a page, document, clinic, service, e-mail, phone or address. It gives the stored JSON (normaliseDoc).
 */
export function RichTextEditor({ value, onChange, label }: Props) {
  const id = useId();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value as JSONContent,
    immediatelyRender: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'aria-describedby': `${id}-hint`, class: 'rich-text-input' },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: e }) => onChange(normaliseDoc(e.getJSON())),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => e && ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const onKeyDown = (ev: KeyboardEvent) => {
    if ((ev.ctrlKey || ev.metaKey) && ev.key.toLowerCase() === 'k') {
      ev.preventDefault();
      setLinkOpen(true);
    } else if (ev.altKey && ev.key === 'F10') {
      ev.preventDefault();
      toolbarRef.current?.querySelector('button')?.focus();
    } else if (ev.key === 'Escape' && toolbarRef.current?.contains(document.activeElement)) {
      editor?.commands.focus();
    }
  };

  const button = (name: string, pressed: boolean | undefined, run: (e: Editor) => void, disabled = false) => (
    <button type="button" className="btn btn-secondary" aria-pressed={pressed} disabled={!editor || disabled} onClick={() => editor && run(editor)}>
      {name}
    </button>
  );

  return (
    <div className="rich-text" onKeyDown={onKeyDown}>
      <div ref={toolbarRef} role="toolbar" aria-label={T.toolbar} className="rich-text-toolbar">
        {button(T.paragraph, state?.paragraph, (e) => e.chain().focus().setParagraph().run())}
        {([2, 3, 4] as const).map((level) => (
          <span key={level}>{button(T.heading(level), state?.[`h${level}`], (e) => e.chain().focus().toggleHeading({ level }).run())}</span>
        ))}
        {button(T.bold, state?.bold, (e) => e.chain().focus().toggleBold().run())}
        {button(T.italic, state?.italic, (e) => e.chain().focus().toggleItalic().run())}
        {button(T.bulletList, state?.bulletList, (e) => e.chain().focus().toggleBulletList().run())}
        {button(T.orderedList, state?.orderedList, (e) => e.chain().focus().toggleOrderedList().run())}
        {button(T.quote, state?.blockquote, (e) => e.chain().focus().toggleBlockquote().run())}
        {button(T.table, undefined, (e) => e.chain().focus().insertTable({ rows: 2, cols: 2, withHeaderRow: true }).run())}
        {button(T.linkButton, state?.link, () => setLinkOpen(true))}
        {button(T.unlink, undefined, (e) => e.chain().focus().extendMarkRange('link').unsetLink().run(), !state?.link)}
        {button(T.undo, undefined, (e) => e.chain().focus().undo().run(), !state?.canUndo)}
        {button(T.redo, undefined, (e) => e.chain().focus().redo().run(), !state?.canRedo)}
      </div>
      {linkOpen && editor && <LinkForm editor={editor} onClose={() => setLinkOpen(false)} />}
      <EditorContent editor={editor} />
      <p id={`${id}-hint`} className="form-text">{T.shortcuts}</p>
    </div>
  );
}

/** The link form under the toolbar: the kind of link, what it needs, then the link set on the selected text. */
function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [kind, setKind] = useState<LinkKind>('page');
  const [value, setValue] = useState('');
  const [resource, setResource] = useState(DOCUMENT_TYPES[0]!.resource);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const href = linkHref(kind, value, resource);
    if (!value.trim() || !isRichTextLink(href)) return setError(T.linkInvalid);
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) return setError(T.linkNeedsText);
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onClose();
  };
  const enter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };
  return (
    <div className="rich-text-link" role="group" aria-label={T.linkButton} onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); close(); } }}>
      <SelectField label={T.linkKind} options={T.linkKinds} value={kind} onChange={(e) => setKind(e.target.value as LinkKind)} autoFocus />
      {kind === 'document' && (
        <SelectField label={T.documentType} options={DOCUMENT_OPTIONS} value={resource} onChange={(e) => setResource(e.target.value)} />
      )}
      <TextField label={T.linkValue[kind]} value={value} error={error} onChange={(e) => { setValue(e.target.value); setError(null); }} onKeyDown={enter} />
      <div className="rich-text-link-actions">
        <button type="button" className="btn btn-primary" onClick={apply}>{T.applyLink}</button>
        <button type="button" className="btn btn-secondary" onClick={close}>{T.cancel}</button>
      </div>
    </div>
  );
}
