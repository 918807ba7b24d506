import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_START as S, HIGHLIGHT_STOP as E, highlightSegments } from './highlight.ts';

describe('highlightSegments', () => {
  it('turns the markers into highlighted runs', () => {
    expect(highlightSegments(`Compare ${S}rates${E} and ${S}points${E}.`)).toEqual([
      { text: 'Compare ', highlight: false },
      { text: 'rates', highlight: true },
      { text: ' and ', highlight: false },
      { text: 'points', highlight: true },
      { text: '.', highlight: false },
    ]);
  });

  it('merges neighbouring matches and leaves markup-looking text as text', () => {
    expect(highlightSegments(`${S}<b>${E}${S}home${E} &amp;`)).toEqual([
      { text: '<b>home', highlight: true },
      { text: ' &amp;', highlight: false },
    ]);
  });

  it('gives no segments for empty text', () => {
    expect(highlightSegments('')).toEqual([]);
  });
});
