import type { TranslationKeys } from '@zxcvbn-ts/core';

/**
 * zxcvbn's feedback in Bosnian: the estimator (password-estimator.ts) answers its warnings and suggestions in these
 * sentences, which the screens show as the strength hint. The keys are zxcvbn-ts 4's (core's data/translationKeys).
 * A type-only import: nothing of zxcvbn loads with this file.
 */
export const PASSWORD_FEEDBACK: TranslationKeys = {
  warnings: {
    straightRow: 'Niz susjednih tipki na tastaturi lako je pogoditi.',
    keyPattern: 'Kratke šare na tastaturi lako je pogoditi.',
    simpleRepeat: 'Ponovljene znakove poput "aaa" lako je pogoditi.',
    extendedRepeat: 'Ponovljene nizove poput "abcabcabc" lako je pogoditi.',
    sequences: 'Nizove poput "abc" ili "123" lako je pogoditi.',
    recentYears: 'Skorašnje godine lako je pogoditi.',
    dates: 'Datume lako je pogoditi.',
    topTen: 'Ovo je jedna od najčešće korištenih lozinki.',
    topHundred: 'Ovo je vrlo često korištena lozinka.',
    common: 'Ovo je često korištena lozinka.',
    similarToCommon: 'Ova lozinka liči na često korištenu.',
    wordByItself: 'Jednu riječ samu lako je pogoditi.',
    namesByThemselves: 'Ime ili prezime samo lako je pogoditi.',
    commonNames: 'Česta imena i prezimena lako je pogoditi.',
    userInputs: 'Lozinka ne smije sadržavati korisničko ime, e-mail ni riječi ove stranice.',
    pwned: 'Ova lozinka je objavljena nakon krađe podataka na internetu.',
  },
  suggestions: {
    l33t: 'Zamjene poput "@" za "a" ili "0" za "o" ne pomažu.',
    reverseWords: 'Riječ napisana unatraške ne pomaže.',
    allUppercase: 'Velika slova samo na nekim mjestima, ne svuda.',
    capitalization: 'Veliko slovo ne samo na početku.',
    dates: 'Izbjegavajte datume i godine vezane za vas.',
    recentYears: 'Izbjegavajte skorašnje godine.',
    associatedYears: 'Izbjegavajte godine vezane za vas.',
    sequences: 'Izbjegavajte nizove poput "abc" ili "123".',
    repeated: 'Izbjegavajte ponovljene riječi i znakove.',
    longerKeyboardPattern: 'Duže šare na tastaturi, uz više promjena smjera.',
    anotherWord: 'Dodajte još koju manje uobičajenu riječ.',
    useWords: 'Nekoliko nepovezanih riječi, bez poznatih izraza.',
    noNeed: 'Jaka lozinka ne treba znakove, brojeve ni velika slova: dovoljna je dužina.',
    pwned: 'Ako ovu lozinku koristite negdje drugdje, promijenite je.',
  },
  // The estimator's crack-time texts (never shown: the screens say only what to change).
  timeEstimation: {
    ltSecond: 'manje od sekunde',
    second: '{base} sekunda',
    seconds: '{base} sekundi',
    minute: '{base} minuta',
    minutes: '{base} minuta',
    hour: '{base} sat',
    hours: '{base} sati',
    day: '{base} dan',
    days: '{base} dana',
    month: '{base} mjesec',
    months: '{base} mjeseci',
    year: '{base} godina',
    years: '{base} godina',
    centuries: 'stoljećima',
  },
};
