import { describe, expect, it } from 'vitest';
import { API_ERRORS, isAllowedLink, isLocalLink, noticeInputSchema } from './index.js';

const notice = (link: string) => noticeInputSchema.safeParse({ text: 'Obavijest', link, from: '2026-01-01', to: '2026-01-02', urgent: false });

describe('a local link (a notice\'s or the footer\'s path on this site)', () => {
  // What a browser does with each: resolved against the site, where does it go?
  const site = 'https://dz-primjer.ba/novosti';
  const lands = (link: string) => new URL(link, site).origin;

  it('refuses every spelling a browser reads as another site', () => {
    for (const attack of ['//evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\t/evil.example', '/\n/evil.example',
      '/\r/evil.example', '/ /evil', '/\u0000/evil', '/\u007f', '/\u0085x', '///evil.example', '/\\/evil.example']) {
      expect(isLocalLink(attack), JSON.stringify(attack)).toBe(false);
      expect(isAllowedLink(attack), JSON.stringify(attack)).toBe(false);
      expect(notice(attack).error?.issues[0], JSON.stringify(attack)).toMatchObject({ message: expect.any(String), path: ['link'] });
    }
    // The attack works on the unfixed rule: the browser leaves the site for these.
    expect(lands('/\\evil.example')).toBe('https://evil.example');
    expect(lands('/\t/evil.example')).toBe('https://evil.example');
    expect(notice('/\\evil.example').error?.issues[0]?.message).toBe(API_ERRORS.linkInvalid);
  });

  it('accepts paths of this site, an escaped backslash included (it stays a path)', () => {
    for (const ok of ['/', '/novosti', '/novost-detalj/5', '/pretraga?q=vakcinacija&page=2', '/misija-vizija#ciljevi', '/%5Cevil.example', '/a//b', '/a\u00e7']) {
      expect(isLocalLink(ok), ok).toBe(true);
      expect(lands(ok), ok).toBe('https://dz-primjer.ba');
      expect(notice(ok).success, ok).toBe(true);
    }
  });

  it('keeps http(s) addresses of other sites as links elsewhere, not as local ones', () => {
    for (const ok of ['https://www.zzo-hnk.ba/', 'http://example.ba/ab']) {
      expect([isLocalLink(ok), isAllowedLink(ok)], ok).toEqual([false, true]);
    }
    for (const bad of ['javascript:alert(1)', 'https://x', 'https://a.b/\u0001', 'data:text/html,x']) expect(isAllowedLink(bad), bad).toBe(false);
  });
});
