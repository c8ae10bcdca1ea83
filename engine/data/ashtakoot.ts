// Ashtakoot point tables, transcribed from ../shared/reference/ashtakoot-tables.json
// (normative, version 1). Every matrix is indexed [boy][girl] in the order given beside it.
// ashtakoot.test.ts checks every cell against that file; change the file, not these numbers.
//
// Tara and bhakoot are rules, not tables (see ashtakoot.ts); the file's matrices for them
// are checked against the rules in the test.

export const ASHTAKOOT_TABLES_VERSION = 1;

export const MAX_POINTS = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  grahaMaitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
  total: 36,
} as const;

export const VARNA_ORDER = ["brahmin", "kshatriya", "vaishya", "shudra"] as const;
export const VARNA_POINTS: readonly (readonly number[])[] = [
  [1, 1, 1, 1],
  [0, 1, 1, 1],
  [0, 0, 1, 1],
  [0, 0, 0, 1],
];

export const VASHYA_ORDER = ["chatushpada", "manava", "jalachara", "vanachara", "keeta"] as const;
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 1, 1, 0, 1],
  [1, 2, 1.5, 0, 1],
  [1, 1.5, 2, 0, 1],
  [1.5, 0, 1, 2, 0],
  [1, 1, 1, 0, 2],
];

export const YONI_ORDER = [
  "horse",
  "elephant",
  "goat",
  "serpent",
  "dog",
  "cat",
  "rat",
  "cow",
  "buffalo",
  "tiger",
  "deer",
  "monkey",
  "mongoose",
  "lion",
] as const;
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

export const GANA_ORDER = ["deva", "manushya", "rakshasa"] as const;
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 5, 1],
  [6, 6, 0],
  [0, 0, 6],
];

export const NADI_ORDER = ["adi", "madhya", "antya"] as const;
export const NADI_POINTS: readonly (readonly number[])[] = [
  [0, 8, 8],
  [8, 0, 8],
  [8, 8, 0],
];

export const GRAHA_MAITRI_ORDER = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"] as const;
export const GRAHA_MAITRI_POINTS: readonly (readonly number[])[] = [
  [5, 5, 5, 4, 5, 0, 0],
  [5, 5, 4, 1, 4, 0.5, 0.5],
  [5, 4, 5, 0.5, 5, 3, 0.5],
  [4, 1, 0.5, 5, 0.5, 5, 4],
  [5, 4, 5, 0.5, 5, 0.5, 3],
  [0, 0.5, 3, 5, 0.5, 5, 5],
  [0, 0.5, 0.5, 4, 3, 5, 5],
];

/** Tara: counts whose remainder mod 9 is one of these are bad; each good direction gives 1.5. */
export const TARA_BAD_REMAINDERS: readonly number[] = [3, 5, 7];
export const TARA_POINTS_PER_GOOD_DIRECTION = 1.5;

/** Bhakoot: count n from the girl's Moon sign to the boy's (inclusive); these n give 7, the rest 0. */
export const BHAKOOT_GOOD_COUNTS: readonly number[] = [1, 3, 4, 7, 10, 11];

export const TIERS = [
  { tier: "excellent", min: 32 },
  { tier: "veryGood", min: 25 },
  { tier: "good", min: 18 },
  { tier: "belowAverage", min: 12 },
  { tier: "veryLow", min: 0 },
] as const;
