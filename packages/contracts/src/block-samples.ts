import type { Block } from './blocks.js';

/** One valid block of every type, as a client sends it and as it is stored (the blocks tests; issue 38). */
export const SAMPLE_BLOCKS: Block[] = [
  {
    type: 'richText',
    v: 1,
    doc: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Uprava' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Pozovite ' },
            { type: 'text', text: 'centralu', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'tel:+38733123456' } }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'ili pišite', marks: [{ type: 'italic' }, { type: 'link', attrs: { href: 'mailto:info@dz.ba' } }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'Porodična medicina', marks: [{ type: 'link', attrs: { href: '/ambulante' } }] }] },
                { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tim 1' }] }] }] },
              ],
            },
          ],
        },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Citat', marks: [{ type: 'link', attrs: { href: 'https://who.int/x' } }] }] }] },
        {
          type: 'table',
          content: [
            { type: 'tableRow', content: [{ type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Dan' }] }] }, { type: 'tableHeader', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Sati' }] }] }] },
            { type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Pon' }] }] }, { type: 'tableCell', content: [{ type: 'paragraph' }] }] },
          ],
        },
        { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Kraj', marks: [{ type: 'link', attrs: { href: 'http://example.ba/a?b=1' } }] }] },
      ],
    },
  },
  { type: 'callout', v: 1, tone: 'warning', title: 'Pažnja', text: 'Prvi red\nDrugi red' },
  { type: 'callout', v: 1, tone: 'urgent', text: 'Hitno' },
  {
    type: 'collapsible',
    v: 1,
    title: 'Stručni kolegij',
    blocks: [
      { type: 'people', v: 1, people: [{ name: 'Ana Anić', role: 'predsjednica' }] },
      { type: 'collapsible', v: 1, title: 'Unutra', blocks: [{ type: 'callout', v: 1, tone: 'info', text: 'Duboko' }] },
    ],
  },
  { type: 'people', v: 1, title: 'Uprava', people: [{ name: 'Dr. Mujo Mujić', role: 'direktor', photo: '/api/slike/1.webp' }] },
  { type: 'references', v: 1, items: [{ title: 'Zakon o zdravstvenoj zaštiti', source: 'Sl. novine FBiH 46/10', url: 'https://fbihvlada.gov.ba/zakon' }, { title: 'Pravilnik', source: 'Sl. novine FBiH 1/11' }] },
  { type: 'bibliography', v: 1, items: [{ authors: 'Husić, A.', title: 'Porodična medicina', publisher: 'Svjetlost', year: 2004 }, { authors: 'B. B.', title: 'Bez izdavača' }] },
  { type: 'calendar', v: 1, items: [{ date: '12-01', title: 'Svjetski dan borbe protiv AIDS-a' }, { date: '02-29', title: 'Dan rijetkih bolesti' }, { date: '04-07', title: 'Svjetski dan zdravlja' }] },
  { type: 'tiles', v: 1, items: [{ title: 'Ambulante', text: 'Sve ambulante', link: '/ambulante' }, { title: 'WHO', link: 'https://who.int' }] },
  { type: 'image', v: 1, picture: '/api/slike/2.webp', alt: 'Zgrada doma zdravlja', caption: 'Glavna zgrada' },
  { type: 'image', v: 1, picture: '/api/slike/3.webp', decorative: true },
  { type: 'documents', v: 1, resource: 'Zakon' },
  { type: 'contact', v: 1, of: 'institution' },
  { type: 'contact', v: 1, of: { clinic: 3 } },
  { type: 'contact', v: 1, of: { service: 7 } },
];
