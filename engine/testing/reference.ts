/**
 * The independent reference values the engine is tested against (./reference/, credited in its
 * README), for the tests and `npm run bench`; never imported by the app. Reads happen when called,
 * so a module that only needs `parseExamples` (a Workers test, given the text at bundle time with
 * `?raw`) reads no file.
 */
import { readFileSync } from "node:fs";

const read = (file: string) => readFileSync(new URL(`./reference/${file}`, import.meta.url), "utf8");

/** JSON Lines text as the parsed value of each line that is not blank, in order. */
export const parseExamples = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

/**
 * The examples of examples/<set>.jsonl, each `{id, tags, input, expected}`: 10 births (`charts`,
 * `input` a Kundli input) or 20 boy/girl pairs (`pairs`, `input` a match input).
 */
export const readExamples = (set: "charts" | "pairs") => parseExamples(read(`examples/${set}.jsonl`));

/** One independent case, cases/<name>.json (its source, settings, expected values, tolerance). */
export const readCase = (name: string) => JSON.parse(read(`cases/${name}.json`));

/** A case file that is not JSON, as text (cases/<file>, e.g. a CSV table copied byte for byte). */
export const readCaseText = (file: string) => read(`cases/${file}`);

/** The normative Ashtakoot tables, ashtakoot-tables.json. */
export const readAshtakootTables = () => JSON.parse(read("ashtakoot-tables.json"));
