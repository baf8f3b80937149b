import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_ERRORS, LIMITS, PASSWORD_MIN_SCORE, PASSWORD_UI, loadPasswordRule, passwordUserInputs, type PasswordRule,
} from './index.js';
import { PASSWORD_FEEDBACK } from './password-hints.js';
import { bosnianWords, withoutDiacritics } from './password-words.js';

let rule: PasswordRule;
beforeAll(async () => {
  rule = await loadPasswordRule();
});

// A user name in no dictionary: only as the account's own word does it make a password guessable.
const own = passwordUserInputs('zlatokosa.m', 'zlatokosa.m@dz.ba');

describe('the password rule (issue 20: "12345678" was accepted)', () => {
  it('refuses fewer than 10 characters, whatever they are', () => {
    expect(LIMITS.passwordMinChars).toBe(10);
    for (const p of ['12345678', 'Xk7#pQ2!z', 'č9Ž!q.Lm%']) {
      expect(p.length).toBeLessThan(10);
      expect(rule(p)).toMatchObject({ problem: API_ERRORS.passwordTooShort, score: 0 });
    }
    expect(API_ERRORS.passwordTooShort).toContain('10');
  });

  it('refuses common and guessable ones of any length, with a Bosnian hint', () => {
    for (const p of ['lozinka123', 'Sarajevo2024', 'admin123456', '1234567890', 'qwertzuiop', 'password2024', 'xxxxxxxxxxxx']) {
      const v = rule(p);
      expect(v.problem, p).toBe(API_ERRORS.passwordTooGuessable);
      expect(v.score, p).toBeLessThan(PASSWORD_MIN_SCORE);
      // The hint is one of the Bosnian sentences, never zxcvbn's English or its bare keys.
      const bosnian = [...Object.values(PASSWORD_FEEDBACK.warnings), ...Object.values(PASSWORD_FEEDBACK.suggestions), PASSWORD_UI.weak];
      expect(bosnian.some((s) => v.hint.includes(s)), `${p}: ${v.hint}`).toBe(true);
      expect(v.hint, p).not.toMatch(/easy to guess|Add more words|anotherWord/);
    }
  });

  it('knows Bosnian, Croatian and Serbian words, with and without diacritics (zxcvbn\'s own lists are English)', () => {
    for (const p of ['ponedjeljak1', 'ambulanta2025', 'šifra12345', 'sifra12345', 'Goražde1995', 'gorazde1995', 'hodžić1990', 'hodzic1990', 'Četvrtak77!', 'cetvrtak77!', 'zdravlja2026', 'doktorica1']) {
      expect(rule(p).problem, p).toBe(API_ERRORS.passwordTooGuessable);
    }
  });

  it('refuses the account\'s own name or e-mail with digits, and the same password for someone else passes', () => {
    for (const p of ['zlatokosa2024', 'zlatokosa.m1234', 'Zlatokosa.m@dz.ba']) {
      const v = rule(p, own);
      expect(v.problem, p).toBe(API_ERRORS.passwordTooGuessable);
      expect(v.hint, p).toContain(PASSWORD_FEEDBACK.warnings.userInputs);
      expect(rule(p).problem, `${p} for another account`).toBeUndefined();
    }
  });

  it('accepts long unrelated words, also with the account\'s words given', () => {
    for (const p of ['zeleni-kamion-pjeva', 'vrt jabuka oblak 7', 'Tr0mbon-Lipa-Oblak', 'korektna-konjska-baterija']) {
      const v = rule(p, own);
      expect(v.problem, p).toBeUndefined();
      expect(v.score, p).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
      expect([PASSWORD_UI.good, PASSWORD_UI.strong]).toContain(v.hint);
    }
  });

  it('keeps the length rules of passwordSchema: too long in bytes, control characters', () => {
    expect(rule('č'.repeat(37)).problem).toBe(API_ERRORS.passwordTooLong);
    expect(rule(`zeleni-kamion-\u0000pjeva`).problem).toBe(API_ERRORS.invalidCharacters);
  });

  it('is built once: every call shares it', async () => {
    expect(await loadPasswordRule()).toBe(rule);
  });
});

describe('passwordUserInputs', () => {
  it('gives each value whole and its parts of 3 letters or more, lower case', () => {
    expect(passwordUserInputs('Amra.H', 'amra.h@DZ-Mostar.ba', undefined, '')).toEqual(['amra.h', 'amra', 'amra.h@dz-mostar.ba', 'mostar']);
  });
});

describe('the Bosnian word list', () => {
  it('has each word as typed without diacritics too, đ as dj and as d', () => {
    expect(withoutDiacritics('đorđević')).toEqual(['djordjevic', 'dordevic']);
    expect(withoutDiacritics('čaušević')).toEqual(['causevic']);
    const words = bosnianWords();
    for (const w of ['lozinka', 'šifra', 'sifra', 'admin', 'ambulanta', 'doktor', 'dom', 'zdravlja', 'sarajevo', 'ponedjeljak', 'januar', 'hodžić', 'hodzic', 'amra']) {
      expect(words, w).toContain(w);
    }
    expect(new Set(words).size).toBe(words.length);
    expect(words.length).toBeGreaterThan(300);
  });
});
