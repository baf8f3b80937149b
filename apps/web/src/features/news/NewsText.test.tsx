// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsText, paragraphsOf } from './NewsText';

// A news item's text on its page (issue 23): paragraphs at blank lines, web addresses as links, nothing read as HTML.
const shown = (text: string) => render(<NewsText text={text} />).container.firstElementChild as HTMLElement;
const links = (el: HTMLElement) => Array.from(el.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')]);

describe('a news item\'s text', () => {
  it('starts a paragraph at each blank line (spaces on it, Windows line ends and several blank lines too); one line break stays one', () => {
    expect(paragraphsOf('Prvi pasus.\n\nDrugi pasus,\ndrugi red.\r\n \t\r\n\r\n\nTreći.\n')).toEqual(['Prvi pasus.', 'Drugi pasus,\ndrugi red.', 'Treći.']);
    expect(paragraphsOf('\n\n  \n')).toEqual([]);
    const el = shown('Prvi pasus.\n\nDrugi pasus,\ndrugi red.');
    expect(Array.from(el.children).map((p) => [p.tagName, p.className, p.textContent])).toEqual([
      ['P', 'multiline', 'Prvi pasus.'],
      ['P', 'multiline', 'Drugi pasus,\ndrugi red.'],
    ]);
  });

  it('links http(s) and www. addresses, leaving the sentence\'s punctuation out; each link leaves the site with rel="noopener"', () => {
    const el = shown('Prijave na https://dz-primjer.ba/prijava?termin=2&x=1. Više na www.zdravlje.gov.ba, ili (http://who.int/bs)!\n\nKraj.');
    expect(links(el)).toEqual([
      ['https://dz-primjer.ba/prijava?termin=2&x=1', 'https://dz-primjer.ba/prijava?termin=2&x=1', 'noopener'],
      ['www.zdravlje.gov.ba', 'http://www.zdravlje.gov.ba', 'noopener'],
      ['http://who.int/bs', 'http://who.int/bs', 'noopener'],
    ]);
    // The text around them is as typed.
    expect(el.textContent).toBe('Prijave na https://dz-primjer.ba/prijava?termin=2&x=1. Više na www.zdravlje.gov.ba, ili (http://who.int/bs)!Kraj.');
  });

  it('makes no link of what is not a web address: e-mail, ftp, bare domains, javascript:, dates and numbers', () => {
    const el = shown('Pišite na info@dz-primjer.ba ili ftp://dz-primjer.ba; dz-primjer.ba; javascript:alert(1); 23.11.2026. u 8.30; //evil.example');
    expect(links(el)).toEqual([]);
  });

  it('never reads the text as HTML: tags and entities show as typed, and no address but the finder\'s becomes a link', () => {
    const hostile = '<script>alert(1)</script> <img src=x onerror=alert(2)> <a href="javascript:alert(3)">klik</a> &amp; <b>jako</b>';
    const el = shown(`${hostile}\n\nhttps://dz-primjer.ba/"><script>alert(4)</script>`);
    expect(el.querySelectorAll('script, img, b')).toHaveLength(0);
    expect(el.querySelector('p')!.textContent).toBe(hostile);
    expect(links(el)).toEqual([['https://dz-primjer.ba/', 'https://dz-primjer.ba/', 'noopener']]);
    expect(el.textContent).toContain('"><script>alert(4)</script>');
  });
});
