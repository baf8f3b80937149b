// @vitest-environment happy-dom
// Pictures that speak (issue 23, WCAG 1.1.1): a news item's page, its head and the cards, as the server renders them
// (apps/api/src/http/web.ts calls the server entry; PublicData answered here).
import { ROUTES, type NewsSummary, type PublicData, type RenderedPage } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server';
import { frameFixture } from '../../test/fixtures';

const item = (id: number, over: Partial<NewsSummary> = {}): NewsSummary => ({
  id, naslov: `Novost ${id}`, opis: 'Opis.', imageAlt: '', imageDecorative: false, imageCaption: '',
  slikaUrl: `/api/Novost/${id}/slika/puna?v=a`, slikaKarticaUrl: `/api/Novost/${id}/slika/kartica?v=a`,
  createdAt: '2026-11-23T09:00:00.000Z', updatedAt: '2026-11-23T09:00:00.000Z', ...over,
});

const ALT = 'Medicinska sestra mjeri pritisak starijem pacijentu';
const CAPTION = 'Ambulanta Blagaj, "Dani zdravlja" <2026>';
const described = item(1, {
  naslov: 'Dani zdravlja', imageAlt: ALT, imageCaption: CAPTION,
  opis: 'Pregledi su besplatni.\nDođite na vrijeme.\n\nRaspored: https://dz-primjer.ba/raspored i www.zdravlje.ba.\n\n<b>Bez</b> <script>alert(1)</script> zakazivanja.',
});
const decorative = item(2, { imageDecorative: true, imageCaption: 'Ukras' });
const legacy = item(3, { naslov: 'Stara novost' });
const all = [described, decorative, legacy];

const data: PublicData = {
  newsSummaries: async () => all,
  newsPage: async () => ({ items: [...all].reverse(), totalItems: all.length }),
  news: async (id) => all.find((n) => n.id === id) ?? null,
  documentPage: async () => ({ items: [], totalItems: 0 }),
  frame: async () => frameFixture,
  clinics: async () => [],
  clinic: async () => null,
  services: async () => [],
  service: async () => null,
  search: async (q) => ({ items: [], totalItems: 0, query: q }),
  sharePicture: async () => ({ url: '/assets/img/dijeljenje.jpg', width: 1200, height: 630, custom: false }),
  find: async () => [],
  findById: async () => null,
};

const page = async (path: string) => (await render(new Request(`http://localhost${path}`), data)) as RenderedPage;
const dom = (html: string) => {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
};
const meta = (p: RenderedPage, property: string) => p.head.elements.filter((e) => e.attributes.property === property).map((e) => e.attributes.content);

describe('a news item\'s page', () => {
  it('shows the picture with its alt text and its caption in a figure, and names the alt text in og:image:alt', async () => {
    const p = await page(ROUTES.newsDetail(1));
    expect(p.status).toBe(200);
    const figure = dom(p.html).querySelector('article figure')!;
    expect(figure.querySelector('img')!.getAttribute('alt')).toBe(ALT);
    expect(figure.querySelector('figcaption')!.textContent).toBe(CAPTION);
    expect(meta(p, 'og:image:alt')).toEqual([ALT]);
  });

  it('shows its text in paragraphs, with its web addresses as links and nothing of it read as HTML', async () => {
    const article = dom((await page(ROUTES.newsDetail(1))).html).querySelector('article')!;
    const text = Array.from(article.querySelectorAll('.news-text p'));
    expect(text.map((x) => x.textContent)).toEqual([
      'Pregledi su besplatni.\nDođite na vrijeme.',
      'Raspored: https://dz-primjer.ba/raspored i www.zdravlje.ba.',
      '<b>Bez</b> <script>alert(1)</script> zakazivanja.',
    ]);
    expect(Array.from(article.querySelectorAll('.news-text a')).map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['https://dz-primjer.ba/raspored', 'noopener'],
      ['http://www.zdravlje.ba', 'noopener'],
    ]);
    expect(article.querySelectorAll('script, b')).toHaveLength(0);
  });

  it('gives a decorative picture alt="" (a caption still shows); the preview\'s alt is then the title', async () => {
    const p = await page(ROUTES.newsDetail(2));
    const figure = dom(p.html).querySelector('article figure')!;
    expect(figure.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(figure.querySelector('figcaption')!.textContent).toBe('Ukras');
    expect(meta(p, 'og:image:alt')).toEqual(['Novost 2']);
  });

  it('falls back to the title for an item saved before pictures had text, and shows no empty caption', async () => {
    const p = await page(ROUTES.newsDetail(3));
    const figure = dom(p.html).querySelector('article figure')!;
    expect(figure.querySelector('img')!.getAttribute('alt')).toBe('Stara novost');
    expect(figure.querySelector('figcaption')).toBeNull();
    expect(meta(p, 'og:image:alt')).toEqual(['Stara novost']);
  });
});

describe('the cards (carousel and archive)', () => {
  it('give each picture its alt text: none for a decorative one or an older item, whose title follows', async () => {
    const altOf = (html: string, title: string) => {
      const card = Array.from(dom(html).querySelectorAll('article')).find((a) => a.textContent!.includes(title))!;
      return card.querySelector('img')!.getAttribute('alt');
    };
    for (const path of [ROUTES.home, ROUTES.news]) {
      const { html } = await page(path);
      expect([altOf(html, 'Dani zdravlja'), altOf(html, 'Novost 2'), altOf(html, 'Stara novost')], path).toEqual([ALT, '', '']);
    }
  });
});
