import { parseListMarker } from './list-marker.util';

describe('parseListMarker', () => {
  it.each([
    ['• First', '•', 'First', true],
    ['•First', '•', 'First', true],
    ['◦ nested', '◦', 'nested', true],
    ['- dash item', '-', 'dash item', false],
    ['– en dash item', '–', 'en dash item', false],
    ['* star', '*', 'star', false],
    ['1. One', '1.', 'One', false],
    ['12) Twelve', '12)', 'Twelve', false],
    ['a) letter', 'a)', 'letter', false],
    ['b. letter', 'b.', 'letter', false],
    ['(i) roman', '(i)', 'roman', false],
    ['(iv) roman', '(iv)', 'roman', false],
    ['iii. roman', 'iii.', 'roman', false],
    ['(3) number', '(3)', 'number', false],
    ['\uF0A7 Wingdings square', '\uF0A7', 'Wingdings square', true],
    ['\uF0B7Symbol bullet', '\uF0B7', 'Symbol bullet', true],
  ])('%s → %s', (text, marker, rest, strong) => {
    expect(parseListMarker(text)).toEqual({ marker, rest, strong });
  });

  it.each(['e.g. this', '3.14 is pi', '2026. A year', 'A. Smith wrote', '-5 degrees', 'Plain text', '1.5 litres'])(
    '%s is not an item',
    (text) => {
      expect(parseListMarker(text)).toBeUndefined();
    },
  );
});
