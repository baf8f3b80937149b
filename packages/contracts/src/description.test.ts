import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH } from './constants.js';
import { firstSentence } from './description.js';

describe('firstSentence: a page description from its text', () => {
  it('takes the first sentence, on one line', () => {
    expect(firstSentence('Prva rečenica. Druga rečenica.')).toBe('Prva rečenica.');
    expect(firstSentence('  Zašto?\n\nZato!  ')).toBe('Zašto?');
    expect(firstSentence('Čekamo vas... Dođite na vrijeme.')).toBe('Čekamo vas...');
    expect(firstSentence('Rekao je: "Dođite." Zatim je otišao.')).toBe('Rekao je: "Dođite."');
    expect(firstSentence('Ordinacija radi\nod ponedjeljka do petka')).toBe('Ordinacija radi od ponedjeljka do petka');
    expect(firstSentence('')).toBe('');
  });

  it('does not end a sentence at Bosnian abbreviations, initials, dates, ordinals or decimals', () => {
    const cases = [
      'Pregled obavlja dr. Amra Kajtaz, spec. porodične medicine, u sobi br. 5 na I spratu.',
      'Predavanje drži prim. dr. sc. Lejla Hadžiselimović.',
      'Vakcinacija (npr. protiv gripe) traje cca. 15 minuta.',
      'Upis je od 23.11.2026. Prijave primamo do 30.11.2026. godine.',
      'Sastanak je 23. novembra 2026. u prostorijama uprave.',
      'Održava se 5. Sajam zdravlja, a doza je 1,5 ml odnosno 1.5 ml.',
      'Potpisao v.d. direktora A. Begić.',
    ];
    for (const text of cases) expect(firstSentence(`${text} Druga rečenica.`), text).toBe(text);
  });

  it('ends at a full stop after a longer number or a word before a capital', () => {
    expect(firstSentence('Pregledano je 500 pacijenata u 2026. Hvala svima.')).toBe('Pregledano je 500 pacijenata u 2026.');
    expect(firstSentence('Pregled kod ljekara. 24 sata dežurstva.')).toBe('Pregled kod ljekara.');
  });

  it('cuts a long sentence at a word within 160 characters and marks the cut', () => {
    const words = Array.from({ length: 60 }, (_, i) => `riječ${i}`).join(' ');
    const cut = firstSentence(`${words}.`);
    expect(Array.from(cut).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(cut).toMatch(/^riječ0 riječ1 .* riječ\d+…$/);
    expect(`${words}.`.startsWith(cut.slice(0, -1))).toBe(true);
    expect(firstSentence('a'.repeat(200))).toBe(`${'a'.repeat(159)}…`);
    expect(firstSentence(`${'😷'.repeat(170)}`)).toHaveLength(2 * 159 + 1);
    expect(firstSentence('Jedna, dvije; tri četiri.', 13)).toBe('Jedna, dvije…');
  });
});
