/**
 * What a look-alike character is read as when a password is looked up in a common list (the
 * substitutions people make to get past a list: `p@ssw0rd`). Where a character stands for two
 * letters, both readings are looked up.
 */
const LOOK_ALIKES: Readonly<Record<string, readonly string[]>> = {
  '@': ['a'],
  '4': ['a'],
  '8': ['b'],
  '(': ['c'],
  '3': ['e'],
  '6': ['g'],
  '9': ['g'],
  '1': ['i', 'l'],
  '!': ['i', 'l'],
  '|': ['i', 'l'],
  '0': ['o'],
  $: ['s'],
  '5': ['s'],
  '7': ['t', 'l'],
  '+': ['t'],
  '2': ['z'],
};

/** Readings of one password at most: past it, a two-way character is read its first way only. */
const MAX_READINGS = 64;

/**
 * Shortest form, once digits and symbols are taken off the end, that is looked up: shorter stems
 * ("abc" of "abc!12345678") are parts of too many passwords to refuse them.
 */
export const COMMON_STEM_MIN_LENGTH = 4;

/** Digits, punctuation, symbols and spaces at the end of a password, as people append them. */
const TRAILING = /[\p{N}\p{P}\p{S}\s]+$/u;

/** Every way of reading the look-alikes of `text` as letters (at most MAX_READINGS). */
function lookAlikeReadings(text: string): string[] {
  let readings = [''];
  for (const char of text) {
    const options = LOOK_ALIKES[char] ?? [char];
    const used = readings.length * options.length <= MAX_READINGS ? options : options.slice(0, 1);
    readings = readings.flatMap((reading) => used.map((option) => reading + option));
  }
  return readings;
}

/**
 * The forms of a password to look up in a common-password list, lower-cased and trimmed: the password
 * itself, then with its look-alikes read as letters, and the same for its stem (the password without
 * the digits and symbols appended to it) when that is at least COMMON_STEM_MIN_LENGTH long. So
 * `P@ssw0rd1!` is looked up as `password` too, and `Sunshine2024` as `sunshine`.
 */
export function commonPasswordForms(password: string): string[] {
  const lowered = password.trim().toLowerCase();
  const stem = lowered.replace(TRAILING, '');
  const forms = new Set([lowered, ...lookAlikeReadings(lowered)]);
  if (Array.from(stem).length >= COMMON_STEM_MIN_LENGTH) {
    forms.add(stem);
    for (const reading of lookAlikeReadings(stem)) forms.add(reading);
  }
  return [...forms];
}
