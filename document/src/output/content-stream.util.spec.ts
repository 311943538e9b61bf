import { deflateSync } from 'node:zlib';
import { ContentLexer, latin1, operations, stripText } from './content-stream.util';

const bytes = (text: string | Buffer) => new Uint8Array(typeof text === 'string' ? Buffer.from(text, 'latin1') : text);
const text = (b: Uint8Array) => Buffer.from(b).toString('latin1');
const operators = (source: string | Buffer) => [...operations(bytes(source))].map((op) => op.operator);
const strip = (source: string | Buffer) => stripText(bytes(source));

describe('ContentLexer', () => {
  it('reads strings with escapes and nesting, hex strings, names, numbers, arrays, dictionaries and skips comments', () => {
    const source = '(a \\) b (c) \\\\) <41 42> /Name-1 -.5 [1 (x)] << /K true >> % ignored (\nTj';
    const lexer = new ContentLexer(bytes(source));
    const tokens: string[] = [];
    for (let t = lexer.next(); t; t = lexer.next()) tokens.push(`${t.type}:${source.slice(t.start, t.end)}`);
    expect(tokens).toEqual([
      'string:(a \\) b (c) \\\\)',
      'hex:<41 42>',
      'name:/Name-1',
      'number:-.5',
      '[:[',
      'number:1',
      'string:(x)',
      ']:]',
      '<<:<<',
      'name:/K',
      'keyword:true',
      '>>:>>',
      'keyword:Tj',
    ]);
  });

  it('never throws on truncated input', () => {
    for (const source of ['(unclosed', '<4142', '<< /A', '/', 'BI /W 1 ID', '[ (a']) {
      expect(() => [...operations(bytes(source))]).not.toThrow();
    }
  });
});

describe('operations', () => {
  it('groups operands with their operator, including arrays and inline dictionaries', () => {
    const ops = [...operations(bytes('1 0 0 1 72 700 cm [(a) -5 (b)] TJ /P << /MCID 3 >> BDC EMC'))];
    expect(ops.map((op) => op.operator)).toEqual(['cm', 'TJ', 'BDC', 'EMC']);
    expect(ops[1].operands.map((t) => t.type)).toEqual(['[', 'string', 'number', 'string', ']']);
  });

  it('skips an unfiltered inline image by its size, even when its data holds " EI " and parentheses', () => {
    const data = Buffer.from([0x20, 0x45, 0x49, 0x20, 0x29, 0x28, 0x25, 0x0a]);
    const source = Buffer.concat([
      Buffer.from('q BI /W 4 /H 2 /BPC 8 /CS /G ID ', 'latin1'),
      data,
      Buffer.from('\nEI Q (after) Tj', 'latin1'),
    ]);
    const ops = [...operations(bytes(source))];
    expect(ops.map((op) => op.operator)).toEqual(['q', 'BI', 'Q', 'Tj']);
    expect(text(bytes(source).subarray(ops[1].start, ops[1].end))).toMatch(/^BI .*EI$/s);
  });

  it('finds the end of a filtered inline image by an EI followed by syntax', () => {
    const data = deflateSync(Buffer.alloc(300, 7));
    const source = Buffer.concat([
      Buffer.from('BI /W 10 /H 30 /BPC 8 /CS /G /F /Fl ID ', 'latin1'),
      data,
      Buffer.from('\nEI\nBT (x) Tj ET', 'latin1'),
    ]);
    expect(operators(source)).toEqual(['BI', 'BT', 'Tj', 'ET']);
    expect(operators('BI /W 1 /H 1 /F /AHx /CS /G ID\n7F>\nEI (y) Tj')).toEqual(['BI', 'Tj']);
  });

  it('reads a named colour space or an indexed one as a filterless image of unknown size', () => {
    expect(operators('BI /W 2 /H 1 /BPC 8 /CS [/I /RGB 1 <000000FFFFFF>] ID \x00\x01 EI Q')).toEqual(['BI', 'Q']);
    expect(operators('BI /W 2 /H 1 /BPC 8 /CS /CS0 ID \x00\x01\nEI Q')).toEqual(['BI', 'Q']);
  });
});

describe('stripText', () => {
  it('removes text objects and every text-showing operator with its operands', () => {
    const source =
      'q BT /F1 12 Tf 72 700 Td (Hello \\(world\\)) Tj 0 -14 TD <4142> Tj T* [(A) -20 (B)] TJ (x) \' 1 2 (y) " 1 0 0 1 5 5 Tm ET Q';
    const result = strip(source);
    expect(result).toMatchObject({ removed: 5, changed: true, openSaves: 0 });
    expect(text(result.bytes).replace(/\s+/g, ' ').trim()).toBe('q /F1 12 Tf Q');
  });

  it('keeps colours and graphics state set inside a text object, in order, for what is drawn after it', () => {
    const result = strip('BT 1 0 0 rg /GS1 gs (red) Tj ET 0 0 10 10 re f');
    expect(operators(Buffer.from(result.bytes))).toEqual(['rg', 'gs', 're', 'f']);
  });

  it('copies everything else byte for byte: paths, images, comments and spacing', () => {
    const source = 'q\n% comment (\n0 0 1 RG 2 w\n10 10 m 20 20 l S\nBI /W 1 /H 1 /BPC 8 /CS /G ID \x42 EI\nQ\n';
    const result = strip(source);
    expect(result.changed).toBe(false);
    expect(result.bytes).toBe(result.bytes); // the same array: nothing was copied
    expect(text(result.bytes)).toBe(source);
  });

  it('never cuts an inline image, even one inside a text object', () => {
    const source = 'BT (a) Tj BI /W 1 /H 1 /BPC 8 /CS /G ID \x54 EI ET';
    expect(text(strip(source).bytes)).toContain('BI /W 1 /H 1 /BPC 8 /CS /G ID \x54 EI');
  });

  it('drops /ActualText, /Alt and /E from inline marked-content properties and keeps the rest', () => {
    const result = strip('/Span << /MCID 2 /ActualText (secret) /Alt <414243> /Lang (fr) >> BDC EMC');
    expect(text(result.bytes).replace(/\s+/g, ' ')).toBe('/Span << /MCID 2 /Lang (fr) >> BDC EMC');
  });

  it('keeps touching tokens apart where it cuts between them', () => {
    const result = strip('/F1 12 Tf(a)Tj/GS1 gs');
    expect(operators(Buffer.from(result.bytes))).toEqual(['Tf', 'gs']);
  });

  it('counts q left open and Q without a q, and text drawn as a clip', () => {
    expect(strip('q q Q BT (a) Tj ET')).toMatchObject({ openSaves: 1, unmatchedRestores: 0 });
    expect(strip('Q q 1 w')).toMatchObject({ openSaves: 1, unmatchedRestores: 1 });
    expect(strip('q 7 Tr BT (clip) Tj ET Q BT (plain) Tj ET').clippingText).toBe(1);
  });

  it('reports an inline image without EI and keeps the rest of the stream as its data', () => {
    const result = strip('BI /W 1 /H 1 /F /Fl ID \x01\x02\x03 (a) Tj');
    expect(result).toMatchObject({ unterminatedInlineImage: true, changed: false });
  });

  it('strips a 2 MB stream of text and paths in one pass', () => {
    const chunk = 'BT /F1 10 Tf 72 700 Td (Some text to remove) Tj ET 10 10 m 20 20 l S\n';
    const source = chunk.repeat(Math.ceil(2_000_000 / chunk.length));
    const result = strip(source);
    expect(result.removed).toBe(Math.ceil(2_000_000 / chunk.length));
    expect(latin1(result.bytes, 0, 40)).not.toContain('Some text');
  });
});
