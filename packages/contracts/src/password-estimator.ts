import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { passwordSchema } from './account.js';
import { PASSWORD_FEEDBACK } from './password-hints.js';
import { PASSWORD_MIN_SCORE, PASSWORD_UI, type PasswordRule } from './password-strength.js';
import { bosnianWords } from './password-words.js';
import { API_ERRORS } from './messages.js';

/**
 * The password rule with zxcvbn (password-strength.ts says what it is); only loadPasswordRule imports this file,
 * and only ever dynamically: the dictionaries must stay out of every eagerly loaded bundle.
 */
export function createPasswordRule(): PasswordRule {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary, 'bosnian-croatian-serbian': bosnianWords() },
    graphs: adjacencyGraphs,
    translations: PASSWORD_FEEDBACK,
    // No Levenshtein matching (typos of listed words): it took 0.3 to 1.3 s per password here, too slow for a live hint.
    useLevenshteinDistance: false,
  });

  return (password, userInputs = []) => {
    const shape = passwordSchema.safeParse(password);
    if (!shape.success) {
      const problem = shape.error.issues[0]?.message ?? API_ERRORS.passwordTooShort;
      return { problem, score: 0, hint: problem };
    }
    const { score, feedback } = zxcvbn.check(password, [...userInputs]);
    if (score >= PASSWORD_MIN_SCORE) return { score, hint: score > PASSWORD_MIN_SCORE ? PASSWORD_UI.strong : PASSWORD_UI.good };
    // What is wrong (zxcvbn's warning, when it has one), then its first suggestion: below 3 that is always "add
    // another word", which fits every refusal (the later ones, e.g. capitals, would not make it strong by themselves).
    const hint = [feedback.warning ?? PASSWORD_UI.weak, feedback.suggestions[0]].filter(Boolean).join(' ');
    return { problem: API_ERRORS.passwordTooGuessable, score, hint };
  };
}
