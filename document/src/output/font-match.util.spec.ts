import { familyOf, matchFont, siblingOf, styleOf } from './font-match.util';

describe('font matching', () => {
  it.each([
    ['Melior', { serif: true }, 'serif'],
    ['NimbusRomNo9L-Regu', {}, 'serif'],
    ['CMR10', {}, 'serif'],
    ['Times-Roman', {}, 'serif'],
    ['TimesNewRomanPSMT', {}, 'serif'],
    ['Palatino-Roman', {}, 'serif'],
    ['Caladea-Regular', {}, 'serif'],
    ['CMTT10', { serif: true }, 'mono'],
    ['CMSLTT10', {}, 'mono'],
    ['CMITT10', {}, 'mono'],
    ['SFSLTT1000', {}, 'mono'],
    ['CourierNewPSMT', { serif: true }, 'mono'],
    ['LetterGothicStd', {}, 'mono'],
    ['CenturyGothic-Bold', {}, 'sans'],
    ['ArialMT', {}, 'sans'],
    ['Calibri-Light', {}, 'sans'],
    ['Helvetica', { serif: true }, 'sans'],
    ['F1', { monospace: true }, 'mono'],
    ['F2', { serif: true }, 'serif'],
    ['F3', {}, 'sans'],
  ])('reads %s %j as %s', (fontName, facts, family) => {
    expect(familyOf({ fontName, ...facts })).toBe(family);
  });

  it('reads the name after a subset tag', () => {
    expect(familyOf('ABCDEF+CMTT12')).toBe('mono');
    expect(familyOf('PLDDWL+NimbusRomNo9L-Regu')).toBe('serif');
  });

  it.each([
    ['NimbusRomNo9L-Medi', 'bold'],
    ['NimbusRomNo9L-MediItal', 'boldItalic'],
    ['NimbusRomNo9L-ReguItal', 'italic'],
    ['CMBX12', 'bold'],
    ['CMTI10', 'italic'],
    ['Arial-BoldItalicMT', 'boldItalic'],
    ['FranklinGothic-Medium', 'regular'],
    ['Melior', 'regular'],
  ])('reads the weight and style of %s as %s', (fontName, style) => {
    expect(styleOf({ fontName })).toBe(style);
  });

  it('takes bold and italic from the descriptor when the name does not say', () => {
    expect(styleOf({ fontName: 'F1', bold: true })).toBe('bold');
    expect(styleOf({ fontName: 'F1', italic: true, bold: true })).toBe('boldItalic');
  });

  it('matches each class to a free typeface of that class, narrow cuts to the narrow one', () => {
    expect(matchFont({ fontName: 'Times-Bold' })).toEqual({ family: 'serif', typeface: 'liberation-serif', style: 'bold' });
    expect(matchFont({ fontName: 'Helvetica' })).toEqual({ family: 'sans', typeface: 'liberation-sans', style: 'regular' });
    expect(matchFont({ fontName: 'ArialNarrow-Bold' })).toEqual({ family: 'sans', typeface: 'liberation-sans-narrow', style: 'bold' });
    expect(matchFont({ fontName: 'Courier-Oblique' })).toEqual({ family: 'mono', typeface: 'liberation-mono', style: 'italic' });
  });

  it('sets a source font in the free font of its own design when there is one, only within its class', () => {
    expect(matchFont({ fontName: 'FAJGMS+NimbusMonL-Regu' })).toEqual({ family: 'mono', typeface: 'texgyre-cursor', style: 'regular' });
    expect(matchFont({ fontName: 'NimbusRomNo9L-MediItal' })).toEqual({ family: 'serif', typeface: 'texgyre-termes', style: 'boldItalic' });
    expect(matchFont({ fontName: 'NimbusSanL-ReguCond' })).toEqual({ family: 'sans', typeface: 'texgyre-heros-cn', style: 'regular' });
    expect(matchFont({ fontName: 'Palatino-Bold' })).toMatchObject({ typeface: 'texgyre-pagella', style: 'bold' });
    expect(matchFont({ fontName: 'CenturySchL-Roma' })).toMatchObject({ typeface: 'texgyre-schola' });
    // Century Gothic is a sans: not Schoolbook's design, whatever the shared word.
    expect(matchFont({ fontName: 'CenturyGothic' })).toMatchObject({ family: 'sans', typeface: 'liberation-sans' });
    expect(matchFont({ fontName: 'TimesNewRomanPSMT' })).toMatchObject({ typeface: 'liberation-serif' });
    // Computer Modern in Latin Modern: roman, bold, italic, typewriter, sans.
    expect(matchFont({ fontName: 'ABCDEF+CMR10' })).toEqual({ family: 'serif', typeface: 'latin-modern-roman', style: 'regular' });
    expect(matchFont({ fontName: 'CMBX12' })).toEqual({ family: 'serif', typeface: 'latin-modern-roman', style: 'bold' });
    expect(matchFont({ fontName: 'CMTI10' })).toEqual({ family: 'serif', typeface: 'latin-modern-roman', style: 'italic' });
    expect(matchFont({ fontName: 'CMTT10' })).toEqual({ family: 'mono', typeface: 'latin-modern-mono', style: 'regular' });
    // The slanted typewriter (Texinfo's parameter names) is a typewriter, not CMSL's serif.
    expect(matchFont({ fontName: 'CMSLTT10' })).toEqual({ family: 'mono', typeface: 'latin-modern-mono', style: 'italic' });
    expect(matchFont({ fontName: 'CMSS10' })).toEqual({ family: 'sans', typeface: 'latin-modern-sans', style: 'regular' });
  });

  it("sets a run of another class in the same set's face as its block: a command in a Termes sentence in Cursor", () => {
    expect(siblingOf('texgyre-termes', 'mono')).toBe('texgyre-cursor');
    expect(siblingOf('texgyre-heros-cn', 'serif')).toBe('texgyre-termes');
    expect(siblingOf('latin-modern-roman', 'mono')).toBe('latin-modern-mono');
    expect(siblingOf('latin-modern-mono', 'sans')).toBe('latin-modern-sans');
    expect(siblingOf('liberation-serif', 'mono')).toBe('liberation-mono');
    expect(siblingOf('texgyre-pagella', 'sans')).toBe('liberation-sans');
  });
});
