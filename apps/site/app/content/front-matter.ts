/**
 * The front matter of the learning-center articles: the small subset of YAML they use, parsed
 * strictly so a typo fails the build with the file and line instead of quietly losing a field.
 *
 * Supported, one per line at the start of the line:
 * - `key: "a string"` (double-quoted, JSON escapes),
 * - `key: 12` or `key: 1.5` (numbers),
 * - `key: ["a", "b"]` (a flow list of double-quoted strings),
 * - `key:` followed by a block list of mappings, two-space indented:
 *   `  - q: "…"` then `    a: "…"` (each value a double-quoted string).
 * Blank lines are ignored. Anything else is an error.
 */

/** One entry of a block list of mappings, such as one question of `faq`. */
export type FrontMatterRecord = Record<string, string>;

/** A front-matter value of the supported subset. */
export type FrontMatterValue = string | number | string[] | FrontMatterRecord[];

/** A parsed Markdown file: its front matter fields and the Markdown after it. */
export interface FrontMatterDocument {
  data: Record<string, FrontMatterValue>;
  body: string;
}

/** A malformed file; the message starts with `file:line:` so an editor can jump to it. */
export class FrontMatterError extends Error {
  override name = 'FrontMatterError';
}

const FENCE = '---';
const KEY = /^([A-Za-z][A-Za-z0-9_]*):(?:[ \t]+(.*?))?[ \t]*$/;
const LIST_ITEM = /^ {2}- ([A-Za-z][A-Za-z0-9_]*):[ \t]+(.*?)[ \t]*$/;
const LIST_ITEM_FIELD = /^ {4}([A-Za-z][A-Za-z0-9_]*):[ \t]+(.*?)[ \t]*$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Splits a Markdown file into its front matter and body; throws FrontMatterError when malformed. */
export function parseFrontMatter(source: string, fileName: string): FrontMatterDocument {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const fail = (line: number, message: string): never => {
    throw new FrontMatterError(`${fileName}:${line}: ${message}`);
  };
  if (lines[0] !== FENCE) fail(1, `the file must start with a "${FENCE}" line of front matter`);
  const end = lines.indexOf(FENCE, 1);
  if (end === -1) fail(1, `the front matter has no closing "${FENCE}" line`);

  const data: Record<string, FrontMatterValue> = {};
  // The block list being read, with the line of its key; undefined after a key with a value.
  let list: { key: string; line: number; items: FrontMatterRecord[] } | undefined;
  const closeList = () => {
    if (list && list.items.length === 0)
      fail(list.line, `"${list.key}" has no value and no list items`);
    list = undefined;
  };

  for (let index = 1; index < end; index += 1) {
    const line = lines[index] ?? '';
    const lineNumber = index + 1;
    const failHere = (message: string): never => fail(lineNumber, message);
    if (line.trim() === '') continue;

    const item = LIST_ITEM.exec(line) ?? LIST_ITEM_FIELD.exec(line);
    if (item) {
      if (!list) return failHere('a list item must follow a "key:" line with no value');
      const [, name = '', value = ''] = item;
      const startsItem = line.startsWith('  - ');
      const entry = startsItem ? {} : list.items.at(-1);
      if (!entry) return failHere('a list item must start with "  - "');
      if (name in entry) failHere(`"${name}" appears twice in one item of "${list.key}"`);
      entry[name] = parseString(value, failHere);
      if (startsItem) list.items.push(entry);
      continue;
    }

    const match = KEY.exec(line);
    if (!match)
      return failHere(`expected "key: value" or a list item, found ${JSON.stringify(line)}`);
    closeList();
    const [, key = '', value = ''] = match;
    if (key in data) failHere(`"${key}" appears twice`);
    if (value === '') {
      list = { key, line: lineNumber, items: [] };
      data[key] = list.items;
    } else {
      data[key] = parseScalar(value, failHere);
    }
  }
  closeList();
  return { data, body: lines.slice(end + 1).join('\n') };
}

function parseScalar(value: string, fail: (message: string) => never): FrontMatterValue {
  if (value.startsWith('"')) return parseString(value, fail);
  if (NUMBER.test(value)) return Number(value);
  if (value.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      fail(`a list must be written ["like", "this"], found ${value}`);
    }
    if (!Array.isArray(parsed) || !parsed.every((entry) => typeof entry === 'string')) {
      fail(`a list may hold only double-quoted strings, found ${value}`);
    }
    return parsed as string[];
  }
  return fail(`put the value in double quotes, found ${value}`);
}

function parseString(value: string, fail: (message: string) => never): string {
  if (!value.startsWith('"') || !value.endsWith('"') || value.length < 2) {
    fail(`put the value in double quotes, found ${value}`);
  }
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'string') return parsed;
  } catch {
    // Reported below with the value.
  }
  return fail(`the quoted value is malformed (use \\" for a quote inside it): ${value}`);
}
