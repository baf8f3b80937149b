import { describe, expect, it } from 'vitest';
import { SAMPLE_BLOCKS } from './block-samples.js';
import { blockAnchor, blockSections, blocksPlainText, paragraphsFromPlain, renderBlocks, type ContactCard } from './block-render.js';
import { parseBlocks, type Block } from './blocks.js';
import { isRichTextLink } from './links.js';

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><script>alert(1)</script>",
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' \tjava\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '/\\evil.example',
];

/** Every string of a value replaced by `payload`, but the `type` keys (what selects a block or node) and the tones. */
function poisoned(value: unknown, payload: string, key = ''): unknown {
  if (typeof value === 'string') return key === 'type' || key === 'tone' ? value : payload;
  if (Array.isArray(value)) return value.map((v) => poisoned(v, payload));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poisoned(v, payload, k)]));
  return value;
}

const TAGS = new Set(['dl', 'dt', 'dd', 'caption', 'p', 'br', 'strong', 'em', 'a', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div', 'aside', 'details', 'summary', 'section', 'span', 'img', 'cite', 'time', 'figure', 'figcaption']);
const ATTRIBUTES = new Set(['aria-hidden', 'scope', 'id', 'class', 'href', 'src', 'alt', 'loading', 'role', 'aria-label', 'start', 'datetime', 'data-resource']);
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * What a browser would find in the HTML: every tag is one of TAGS with attributes of ATTRIBUTES only, each value in
 * double quotes with no quote inside; every href is an allowed link, every src a site path. Returns the problems.
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  const text = html.replace(/<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/g, (_, tag: string, attrs: string) => {
    if (!TAGS.has(tag)) problems.push(`tag ${tag}`);
    for (const [, name, value] of attrs.matchAll(/\s+([a-z-]+)="([^"]*)"/g)) {
      if (!ATTRIBUTES.has(name!)) problems.push(`attribute ${name}`);
      if (name === 'href' && !isRichTextLink(decode(value!))) problems.push(`href ${value}`);
      if (name === 'src' && !decode(value!).startsWith('/api/')) problems.push(`src ${value}`);
    }
    return '';
  });
  // What is left is text: no markup may hide in it.
  if (/[<>"]/.test(text)) problems.push(`markup in text: ${text.match(/.{0,20}[<>"].{0,20}/)![0]}`);
  return problems;
}

const card = (payload: string, phone = payload, email = payload): ContactCard => ({ name: payload, address: payload, phones: [phone], email });

describe('rendering blocks', () => {
  it('renders every sample block as safe HTML', () => {
    const html = renderBlocks(SAMPLE_BLOCKS, { contact: () => card('Dom zdravlja', '033 123-456', 'info@dz.ba') });
    expect(unsafeParts(html)).toEqual([]);
    expect(html).toContain('<h2>Uprava</h2>');
    expect(html).toContain('<a href="tel:+38733123456"><strong>centralu</strong></a>');
    expect(html).toContain('<ul><li><p><a href="/ambulante">Porodična medicina</a></p><ol start="3"><li><p>Tim 1</p></li></ol></li></ul>');
    expect(html).toContain('<table><thead><tr><th><p>Dan</p></th><th><p>Sati</p></th></tr></thead><tbody><tr><td><p>Pon</p></td><td><p></p></td></tr></tbody></table>');
    expect(html).toContain('<details class="collapsible" id="blok-3"><summary class="collapsible-toggle"><h2 class="collapsible-heading">Stručni kolegij</h2>');
    expect(html).toContain('<caption>Uprava</caption>');
    expect(html).toContain('<dt>Telefon</dt><dd><a href="tel:033123456">033 123-456</a></dd>');
    expect(html).toContain('<li>Husić, A.. <cite>Porodična medicina</cite>. Svjetlost; 2004.</li>');
    expect(html).toContain(`id="${blockAnchor([3, 1, 0])}"`);
    expect(html).toContain('role="note" aria-label="Upozorenje"');
    expect(html).toContain('<p>Prvi red<br>Drugi red</p>');
    expect(html).toContain('<figure class="blok-slika" id="blok-10"><img src="/api/slike/3.webp" alt="" loading="lazy"></figure>');
    expect(html).toContain('<a href="https://fbihvlada.gov.ba/zakon">Zakon o zdravstvenoj zaštiti</a> (Sl. novine FBiH 46/10)');
  });

  it('shows the calendar in month order', () => {
    const html = renderBlocks(SAMPLE_BLOCKS.filter((b) => b.type === 'calendar'));
    const days = [...html.matchAll(/datetime="--(\d\d-\d\d)"/g)].map((m) => m[1]);
    expect(days).toEqual(['02-29', '04-07', '12-01']);
    expect(html).toContain('<h2 class="block-heading">Februar</h2><dl class="block-terms"><div><dt><time datetime="--02-29">29. februara</time></dt><dd>Dan rijetkih bolesti</dd></div></dl>');
  });

  it('never turns script in any text field or link into markup, even from storage the schema never saw', () => {
    for (const payload of PAYLOADS) {
      const blocks = poisoned(SAMPLE_BLOCKS, payload) as Block[];
      const html = renderBlocks(blocks, { contact: () => card(payload) });
      expect({ payload, problems: unsafeParts(html) }).toEqual({ payload, problems: [] });
      expect(html).not.toMatch(/<img src=x|<svg|<script|<[^>]*\son[a-z]+=/i);
      expect(html).not.toMatch(/href="\s*(javascript|data|&#)/i);
      // The text stays readable, escaped.
      if (payload.startsWith('<img')) expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    }
  });

  it('refuses the same poisoned blocks at the schema: no script link gets stored', () => {
    for (const payload of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x']) {
      const r = parseBlocks(poisoned(SAMPLE_BLOCKS, payload));
      expect(r.ok).toBe(false);
    }
  });

  it('renders a stored link the schema would refuse as its text only', () => {
    const block = { type: 'richText', v: 1, doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'klik', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }] } } as Block;
    expect(renderBlocks([block])).toBe('<div class="blok-tekst" id="blok-0"><p>klik</p></div>');
  });

  it('drops a node type the renderer does not know, keeping its text', () => {
    const block = { type: 'richText', v: 1, doc: { type: 'doc', content: [{ type: 'iframe', content: [{ type: 'text', text: '<b>x</b>' }] }] } } as unknown as Block;
    expect(renderBlocks([block])).toBe('<div class="blok-tekst" id="blok-0"><p>&lt;b&gt;x&lt;/b&gt;</p></div>');
  });
});

describe('plain text of blocks', () => {
  it('gives every block\'s text for search, collapsible boxes included', () => {
    const text = blocksPlainText(SAMPLE_BLOCKS);
    for (const words of ['Uprava', 'Pozovite centralu\nili pišite', 'Porodična medicina\nTim 1', 'Dan\tSati', 'Prvi red\nDrugi red', 'Ana Anić, predsjednica', 'Duboko', 'Sl. novine FBiH 46/10', 'Husić, A.. Porodična medicina. Svjetlost; 2004.', '29. februara Dan rijetkih bolesti', 'Zgrada doma zdravlja']) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/[<>]/);
  });

  it('gives the text by block anchor for search, down to the block inside a box', () => {
    const sections = blockSections(SAMPLE_BLOCKS);
    expect(sections).toContainEqual({ anchor: 'blok-3', text: 'Stručni kolegij' });
    expect(sections).toContainEqual({ anchor: 'blok-3-0', text: 'Ana Anić, predsjednica' });
    expect(sections).toContainEqual({ anchor: 'blok-3-1-0', text: 'Duboko' });
    expect(sections).toContainEqual({ anchor: 'blok-4', text: 'Uprava\n\nDr. Mujo Mujić, direktor' });
    expect(sections.map((s) => s.anchor)).not.toContain('blok-11');
    const html = renderBlocks(SAMPLE_BLOCKS);
    for (const { anchor } of sections) expect(html).toContain(`id="${anchor}"`);
  });

  it('turns a legacy plain opis into paragraphs and back', () => {
    const opis = 'Prvi odlomak.\nIsti odlomak, novi red.\n\nDrugi odlomak.\n\n\nTreći.';
    const block = paragraphsFromPlain(opis);
    expect(block.doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Prvi odlomak.' }, { type: 'hardBreak' }, { type: 'text', text: 'Isti odlomak, novi red.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Drugi odlomak.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Treći.' }] },
    ]);
    expect(parseBlocks([block])).toEqual({ ok: true, blocks: [block] });
    expect(blocksPlainText([block])).toBe('Prvi odlomak.\nIsti odlomak, novi red.\n\nDrugi odlomak.\n\nTreći.');
    for (const text of ['Jedan red', 'a\nb\n\nc', 'Windows\r\nredovi\r\n\r\nkraj']) {
      const normalized = text.replace(/\r\n/g, '\n');
      expect(blocksPlainText([paragraphsFromPlain(text)])).toBe(normalized);
    }
    expect(paragraphsFromPlain('  \n\n ').doc.content).toEqual([{ type: 'paragraph' }]);
    expect(parseBlocks([paragraphsFromPlain('')]).ok).toBe(true);
    expect(renderBlocks([paragraphsFromPlain('<b>a</b>\nb')])).toBe('<div class="blok-tekst" id="blok-0"><p>&lt;b&gt;a&lt;/b&gt;<br>b</p></div>');
  });
});
