import { drawableMarker, drawableSymbols } from './symbol-bullets.util';

describe('Symbol and Wingdings bullets', () => {
  it('draws a list marker from the Private Use Area as the bullet it shows', () => {
    expect(drawableMarker('\uF0D8')).toBe('➢');
    expect(drawableMarker('\uF0B7')).toBe('•');
    expect(drawableMarker('\uF0A7')).toBe('▪');
    expect(drawableMarker('1.')).toBe('1.');
  });

  it('draws Symbol’s bullet inside text as •, leaves other private-use characters alone', () => {
    expect(drawableSymbols('a \uF0B7 b \uF06C')).toBe('a • b \uF06C');
  });
});
