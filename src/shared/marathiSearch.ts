// Marathi words as the site search indexes and looks them up (the build's index, src/build/outputs/searchIndex.ts, and
// the visitor's query, src/browser/search.ts, alike). Pagefind reads a word as letters and drops the "diacritics" it
// finds, which in Devanagari are the vowel signs and the virama: पेन्शन became पनशन, पान became पन, and a search for
// पान found पेन्शन. So each Devanagari word is given to it in Latin letters, one spelling per sound (पेन्शन: pensn),
// after a light stemmer has taken off the endings Marathi adds to a word (तक्रारींची: तक्रार, प्रणालीत: प्रणाली), and
// with short and long i and u read alike (निवृत्ति, निवृत्ती), as readers type them either way.

/** The language whose pages and queries take these forms. */
export const MARATHI = 'mr';

const DEVANAGARI_WORD = /[\u0900-\u097f\u1cd0-\u1cff\ua8e0-\ua8ff]+/g;

/**
 * The endings a Marathi noun or verb takes (case, postposition, plural oblique), longest first. A word loses at most
 * two of them, and keeps at least three letters (code points): short words stay as they are.
 */
const ENDINGS = [
  'च्यापासून',
  'ांमध्ये',
  'ांसाठी',
  'ांपासून',
  'च्यासाठी',
  'मध्ये',
  'पासून',
  'साठी',
  'कडून',
  'ांच्या',
  'च्या',
  'ांची',
  'ांचा',
  'ांचे',
  'ांना',
  'ांनी',
  'ातील',
  'तील',
  'ाची',
  'ाचा',
  'ाचे',
  'ाला',
  'ाने',
  'ात',
  'कडे',
  'ची',
  'चा',
  'चे',
  'ला',
  'ना',
  'ने',
  'नी',
  'ही',
  'त',
  'ीं',
  'ां',
  'ें',
];
const MIN_STEM = 3;

/** A Marathi word without the endings it took. */
export function marathiStem(word: string): string {
  let stem = word;
  for (let round = 0; round < 2; round++) {
    const ending = ENDINGS.find((e) => stem.endsWith(e) && stem.length - e.length >= MIN_STEM);
    if (!ending) break;
    stem = stem.slice(0, -ending.length);
  }
  return stem;
}

/**
 * Latin letters for each Devanagari letter and sign, one spelling per sound: each string's letters (vowels, then their
 * signs, written as code points) are read as the Latin after it. Short and long vowels are alike; the virama, nukta and
 * avagraha add nothing.
 */
const LATIN = new Map(
  (
    [
      ['\u0905\u0906\u093e', 'a'], // अ आ ा
      ['\u0907\u0908\u093f\u0940', 'i'], // इ ई ि ी
      ['\u0909\u090a\u0941\u0942', 'u'], // उ ऊ ु ू
      ['\u090b\u0943', 'ru'], // ऋ ृ
      ['\u090f\u090d\u0972\u0947\u0945', 'e'], // ए ऍ ॲ े ॅ
      ['\u0910\u0948', 'ai'], // ऐ ै
      ['\u0913\u0911\u094b\u0949', 'o'], // ओ ऑ ो ॉ
      ['\u0914\u094c', 'au'], // औ ौ
      ['\u0902\u0901', 'n'], // anusvara, chandrabindu
      ['\u0903', 'h'], // visarga
      ['\u094d\u093c\u093d', ''], // virama, nukta, avagraha
      ['क', 'k'],
      ['ख', 'kh'],
      ['ग', 'g'],
      ['घ', 'gh'],
      ['च', 'ch'],
      ['छ', 'chh'],
      ['ज', 'j'],
      ['झ', 'jh'],
      // The retroflex letters apart from the dental ones, each a letter of its own (the index finds a word by its
      // beginning, so ण may not be n and more): पाणी (water) is not पान (a page), nor पानी.
      ['ट', 'q'],
      ['ठ', 'qh'],
      ['ड', 'w'],
      ['ढ', 'wh'],
      ['ण', 'x'],
      ['ळ', 'z'],
      ['ष', 'sh'],
      ['त', 't'],
      ['थ', 'th'],
      ['द', 'd'],
      ['ध', 'dh'],
      ['ङञन', 'n'],
      ['प', 'p'],
      ['फ', 'ph'],
      ['ब', 'b'],
      ['भ', 'bh'],
      ['म', 'm'],
      ['य', 'y'],
      ['र', 'r'],
      ['ल', 'l'],
      ['व', 'v'],
      ['श', 'sh'],
      ['स', 's'],
      ['ह', 'h'],
      ['०', '0'],
      ['१', '1'],
      ['२', '2'],
      ['३', '3'],
      ['४', '4'],
      ['५', '5'],
      ['६', '6'],
      ['७', '7'],
      ['८', '8'],
      ['९', '9'],
    ] as const
  ).flatMap(([letters, latin]) => [...letters].map((letter) => [letter, latin] as const)),
);

/** A Devanagari word in Latin letters, as the index holds it (decomposed first: ज़ is ज and its nukta). */
export const marathiLatin = (word: string) => [...word.normalize('NFD')].map((c) => LATIN.get(c) ?? '').join('');

/** Text with each Devanagari word stemmed and written in Latin letters; the rest (English words, digits) as it is. */
export const marathiSearchForm = (text: string) =>
  text.replace(DEVANAGARI_WORD, (word) => marathiLatin(marathiStem(word)));
