/**
 * A search key shared by both scripts (issue 15; docs/client-import-export.md "Search"): a name in
 * Devanagari is read into Latin letters the way Hindi names are usually spelt, and every Latin
 * spelling is then reduced to a skeleton that ignores the usual spelling differences (vowel
 * length, aspiration, doubled letters, sh/s, w/v, z/j, x/ks, ph/f, a final "a"). "राम", "Ram"
 * and "Raam" all become "ram"; "शर्मा" and "Sharma" "sarm". Pure, no I/O.
 *
 * Hindi drops most short "a" vowels that the script writes implicitly (schwa deletion) but not
 * all of them: सरला is "Sarla", वाराणसी "Varanasi". A Devanagari word is therefore folded both
 * with and without its middle schwas (a rule after Ohala: a schwa between a vowel + consonant and
 * a consonant + vowel goes), and both keys are kept when they differ.
 */

const VIRAMA = "\u094D";
const NUKTA = "\u093C";

const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  ळ: "l",
};
/** Consonants with a nukta (written as one code point or as consonant + ़). */
const NUKTA_CONSONANTS: Record<string, string> = {
  क: "q",
  ख: "kh",
  ग: "g",
  ज: "z",
  ड: "r",
  ढ: "rh",
  फ: "f",
  य: "y",
};
const PRECOMPOSED_NUKTA: Record<string, string> = {
  "\u0958": "q",
  "\u0959": "kh",
  "\u095A": "g",
  "\u095B": "z",
  "\u095C": "r",
  "\u095D": "rh",
  "\u095E": "f",
  "\u095F": "y",
};
const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ii",
  उ: "u",
  ऊ: "uu",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const VOWEL_SIGNS: Record<string, string> = {
  "\u093E": "aa",
  "\u093F": "i",
  "\u0940": "ii",
  "\u0941": "u",
  "\u0942": "uu",
  "\u0943": "ri",
  "\u0947": "e",
  "\u0948": "ai",
  "\u094B": "o",
  "\u094C": "au",
  "\u0949": "o",
  "\u0945": "e",
};
const LABIALS = new Set(["p", "ph", "b", "bh", "m"]);

/** One sound of a word: a consonant, a written vowel, or the implicit "a" after a consonant. */
type Sound = { kind: "c" | "v"; text: string } | { kind: "schwa" } | { kind: "nasal" | "visarga" };

function soundsOf(word: string): Sound[] {
  const sounds: Sound[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    let consonant = PRECOMPOSED_NUKTA[ch] ?? CONSONANTS[ch];
    if (consonant !== undefined) {
      if (chars[i + 1] === NUKTA) {
        consonant = NUKTA_CONSONANTS[ch] ?? consonant;
        i++;
      }
      // ज्ञ is said and spelt "gy" (Gyan, ज्ञान)
      if (ch === "ज" && chars[i + 1] === VIRAMA && chars[i + 2] === "ञ") {
        consonant = "gy";
        i += 2;
      }
      sounds.push({ kind: "c", text: consonant });
      const next = chars[i + 1];
      if (next === VIRAMA) i++;
      else if (next !== undefined && VOWEL_SIGNS[next] !== undefined) {
        sounds.push({ kind: "v", text: VOWEL_SIGNS[next] });
        i++;
      } else sounds.push({ kind: "schwa" });
    } else if (VOWELS[ch] !== undefined) sounds.push({ kind: "v", text: VOWELS[ch] });
    else if (ch === "\u0902" || ch === "\u0901") sounds.push({ kind: "nasal" });
    else if (ch === "\u0903") sounds.push({ kind: "visarga" });
    else if (/[०-९]/.test(ch)) sounds.push({ kind: "v", text: String(ch.charCodeAt(0) - 0x966) });
    // anything else (avagraha, stray marks) carries no sound here
  }
  return sounds;
}

const isVowel = (s: Sound | undefined) => s !== undefined && (s.kind === "v" || s.kind === "schwa");

/** Ohala's rule, right to left: V C [a] C V → V C C V; never in the first syllable. */
function dropMiddleSchwas(sounds: Sound[]): Sound[] {
  // the word's last schwa is never said, so it is no vowel to the rule
  const out = sounds.at(-1)?.kind === "schwa" ? sounds.slice(0, -1) : [...sounds];
  for (let i = out.length - 2; i >= 2; i--) {
    if (out[i]!.kind !== "schwa") continue;
    if (out[i - 1]!.kind === "c" && isVowel(out[i - 2]) && out[i + 1]?.kind === "c" && isVowel(out[i + 2]))
      out.splice(i, 1);
  }
  return out;
}

function spell(sounds: Sound[]): string {
  let text = "";
  sounds.forEach((s, i) => {
    if (s.kind === "c" || s.kind === "v") text += s.text;
    else if (s.kind === "schwa") text += i === sounds.length - 1 ? "" : "a";
    else if (s.kind === "visarga") text += "h";
    else {
      // anusvara: m before a labial, "ng" before h (सिंह, Singh), n elsewhere
      const next = sounds[i + 1];
      const c = next?.kind === "c" ? next.text : "";
      text += LABIALS.has(c) ? "m" : c === "h" ? "ng" : "n";
    }
  });
  return text;
}

const DEVANAGARI_WORD = /[\u0900-\u097F]+/g;

/** Devanagari words in Latin letters: [with middle schwas dropped, with them kept]. */
export function romanize(text: string): [string, string] {
  const spoken = text.replace(DEVANAGARI_WORD, (w) => ` ${spell(dropMiddleSchwas(soundsOf(w)))} `);
  const written = text.replace(DEVANAGARI_WORD, (w) => ` ${spell(soundsOf(w))} `);
  return [spoken, written];
}

/** The skeleton of Latin text: what survives the usual ways of spelling one Indian name. */
export function skeleton(latin: string): string {
  return latin
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .split(" ")
    .filter(Boolean)
    .map(
      (word) =>
        word
          .replace(/x/g, "ks")
          .replace(/q/g, "k")
          .replace(/z/g, "j")
          .replace(/w/g, "v")
          .replace(/ph/g, "f")
          .replace(/([bcdgjkprst])h/g, "$1") // aspiration, and sh → s, ch → c
          .replace(/ee|ii/g, "i")
          .replace(/oo|uu/g, "u")
          .replace(/(.)\1+/g, "$1")
          .replace(/(.)a$/, "$1")
          .replace(/([^aeiou])y$/, "$1i"), // Chaudhary and चौधरी, Aditya and आदित्य
    )
    .join(" ");
}

/** Every key a text is found by (one for Latin text, up to two for Devanagari), space-joined and deduplicated. */
export function foldKeys(text: string): string[] {
  const [spoken, written] = romanize(text.normalize("NFC"));
  const keys = [skeleton(spoken), skeleton(written)].filter(Boolean);
  return [...new Set(keys)];
}

/** What is stored for a client: the keys of each part, once each, separated so that a query cannot match across parts. */
export function storedFold(parts: string[]): string {
  return `|${[...new Set(parts.flatMap(foldKeys))].join("|")}|`;
}
