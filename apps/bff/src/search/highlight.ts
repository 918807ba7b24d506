// ts_headline marks matches with the StartSel/StopSel strings it is given. Ours are private-use
// characters that the indexed text never contains (see SEARCH_TEXT_FORBIDDEN), so splitting on
// them is exact; the answer carries plain text segments and never HTML.

/** Put before a match by ts_headline. */
export const HIGHLIGHT_START = '\uE000';
/** Put after a match by ts_headline. */
export const HIGHLIGHT_STOP = '\uE001';
/** Characters removed from indexed text, so only ts_headline can introduce the markers. */
export const SEARCH_TEXT_FORBIDDEN = /[\uE000\uE001\p{Cc}]/gu;

/** A run of text, shown highlighted (`<mark>`) when it matched the query. */
export interface TextSegment {
  text: string;
  highlight: boolean;
}

/** Splits ts_headline's output into plain and highlighted runs; adjacent runs of one kind merge. */
export function highlightSegments(marked: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let highlight = false;
  let text = '';
  const flush = () => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last && last.highlight === highlight) last.text += text;
    else segments.push({ text, highlight });
    text = '';
  };
  for (const char of marked) {
    if (char === HIGHLIGHT_START || char === HIGHLIGHT_STOP) {
      flush();
      highlight = char === HIGHLIGHT_START;
    } else {
      text += char;
    }
  }
  flush();
  return segments;
}
