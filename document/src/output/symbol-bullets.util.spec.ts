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

  it('draws a Wingdings bullet opening the text (a marker read as text) as the bullet it shows', () => {
    expect(drawableSymbols('\uF0A7 A clear commitment')).toBe('▪ A clear commitment');
    expect(drawableSymbols('\uF0A7This needs to be a priority')).toBe('▪ This needs to be a priority');
    expect(drawableSymbols('\uF0A7\uF0A7 Physical health')).toBe('▪▪ Physical health');
    expect(drawableSymbols('\uF041 text')).toBe('\uF041 text');
    expect(drawableSymbols('\uF0D8')).toBe('➢');
    // After the inline style marks of text-runs (a bullet in upright type opening an italic paragraph).
    expect(drawableSymbols('\u{10FF00}\uF0A7 This needs')).toBe('\u{10FF00}▪ This needs');
  });
});
