// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseBlocks, renderBlocks, PAGE_EDITOR_UI as T, type Block } from '@dz/contracts';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { linkHref } from './RichTextEditor';
import { cleanPastedHtml, normaliseDoc, richTextExtensions } from './richTextSchema';
import { richTextFlags } from './flags';

/**
 * The rich-text editor's schema and its output (issue 38): what the editor holds is what contracts' richText schema
 * takes, with none of Tiptap's default attributes; Word's clipboard HTML becomes lists, a heading, bold and a link;
 * what the schema cannot hold is dropped with its text kept; the flags before saving.
 */
const WORD = readFileSync(resolve(import.meta.dirname, '../../../../../e2e/support/clipboard/word-clipboard.html'), 'utf8');

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** The stored document after the editor reads `html` as a paste would (cleaned, then parsed by the schema). */
function stored(html: string) {
  editor = new Editor({ extensions: richTextExtensions(), content: cleanPastedHtml(html) });
  return normaliseDoc(editor.getJSON());
}
const block = (doc: unknown) => ({ type: 'richText', v: 1, doc });

describe('the rich-text editor', () => {
  it('turns Word\'s clipboard into a heading, bold, a link, a nested bulleted list and a numbered list the API takes', () => {
    const doc = stored(WORD);
    const parsed = parseBlocks([block(doc)]);
    expect(parsed).toMatchObject({ ok: true });
    const html = renderBlocks([block(doc) as Block]);
    expect(html).toContain('<h2');
    expect(html).toContain('<strong>besplatan preventivni pregled</strong>');
    expect(html).toMatch(/<a href="https:\/\/www\.fzo\.ba\/propisi\/zakon-o-zdravstvenoj-zastiti"[^>]*>Zakon o zdravstvenoj\s+zaštiti<\/a>/);
    expect(html).toMatch(/<ul>\s*<li>\s*<p>Porodična medicina<\/p>\s*<ul>\s*<li>\s*<p>Tim 1/);
    expect(html).toMatch(/<ol>\s*<li>\s*<p>Zdravstvenu knjižicu<\/p>/);
    expect(html).not.toMatch(/mso-|·|MsoList|o:p/);
    expect(JSON.stringify(doc)).not.toMatch(/mso-|·/);
  });

  it('stores none of Tiptap\'s default attributes: a link\'s target and rel, a cell\'s spans and widths, a list\'s type', () => {
    const doc = stored('<p><a href="/o-nama" target="_blank" rel="noopener" class="x">O nama</a></p><ol><li><p>a</p></li></ol><ol start="3"><li><p>b</p></li></ol><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>');
    expect(doc).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'O nama', marks: [{ type: 'link', attrs: { href: '/o-nama' } }] }] },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] }] },
        { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'b' }] }] }] },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A' }] }] }, { type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'B' }] }] }] },
            { type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text: '1' }] }] }, { type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text: '2' }] }] }] },
          ],
        },
      ],
    });
    expect(parseBlocks([block(doc)])).toMatchObject({ ok: true });
  });

  it('drops what the schema cannot hold and keeps its text: h1 and h6 become 2 and 4, no images, scripts, styles, underline or unsafe links', () => {
    const doc = stored('<h1>Prvi</h1><h6>Šesti</h6><p><u>podvučeno</u> <img src="x" onerror="window.hacked=1"><span style="color:red">crveno</span> <a href="javascript:alert(1)">opasno</a> <a href="data:text/html,x">podaci</a></p><script>window.hacked=2</script><pre><code>kod</code></pre>');
    expect(doc.content.slice(0, 2)).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Prvi' }] },
      { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Šesti' }] },
    ]);
    const json = JSON.stringify(doc);
    expect(json).toContain('podvučeno');
    expect(json).toContain('crveno');
    expect(json).toContain('opasno');
    expect(json).toContain('kod');
    expect(json).not.toMatch(/javascript|data:|img|onerror|style|underline|script/);
    expect(parseBlocks([block(doc)])).toMatchObject({ ok: true });
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('builds each kind of link the schema takes', () => {
    expect(linkHref('page', 'o-nama', '')).toBe('/o-nama');
    expect(linkHref('clinic', '4', '')).toBe('/ambulante-details/4');
    expect(linkHref('service', '2', '')).toBe('/sluzbe-details/2');
    expect(linkHref('email', 'info@dz.ba', '')).toBe('mailto:info@dz.ba');
    expect(linkHref('phone', '033 123 456', '')).toBe('tel:033123456');
    expect(linkHref('external', ' https://fzo.ba ', '')).toBe('https://fzo.ba');
    expect(linkHref('document', '5', 'Zakon')).toMatch(/^\/api\/Zakon\/download\/5$/);
  });
});

describe('the flags before saving', () => {
  const heading = (level: number, text: string) => ({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] });
  const link = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text: 'Vidi ' }, { type: 'text', text, marks: [{ type: 'link', attrs: { href: '/o-nama' } }] }] });
  const page = (...nodes: unknown[]) => [block({ type: 'doc', content: nodes })];

  it('says nothing of a page whose headings go down one level at a time and whose links say where they lead', () => {
    expect(richTextFlags(page(heading(2, 'A'), heading(3, 'B'), heading(2, 'C'), link('Zakon o zdravstvenoj zaštiti')))).toEqual([]);
  });

  it('flags a first heading below 2 and a skipped level, across blocks and inside boxes', () => {
    expect(richTextFlags(page(heading(3, 'Uvod')))).toEqual([T.headingFirst('Uvod', 3)]);
    const blocks = [...page(heading(2, 'A')), { type: 'collapsible', v: 1, title: 'K', blocks: page(heading(4, 'D')) }];
    expect(richTextFlags(blocks)).toEqual([T.headingSkipped('D', 2, 4)]);
  });

  it('flags links without text and links that say "kliknite ovdje", "ovdje" or "click here"', () => {
    expect(richTextFlags(page(link('kliknite ovdje'), link('Ovdje.'), link('Click here'), link(' ')))).toEqual([
      T.linkVague('kliknite ovdje'), T.linkVague('Ovdje.'), T.linkVague('Click here'), T.linkEmpty,
    ]);
  });
});
