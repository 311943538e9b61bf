import { splitSentences } from './sentences.util';

const split = (text: string) => splitSentences({ text }).map((s) => s.text);

describe('splitSentences', () => {
  it('splits on . ! ? and gives offsets into the text', () => {
    const text = 'First one. Second one!  Third one? Fourth';
    const spans = splitSentences({ text });
    expect(spans.map((s) => s.text)).toEqual(['First one.', 'Second one!', 'Third one?', 'Fourth']);
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
  });

  it('does not split after abbreviations, titles and initials', () => {
    expect(split('Use tools, e.g. hammers. Then stop.')).toEqual(['Use tools, e.g. hammers.', 'Then stop.']);
    expect(split('That is, i.e. The Thing, done.')).toEqual(['That is, i.e. The Thing, done.']);
    expect(split('Mr. Smith met Dr. Jones at St. Mary. They talked.')).toEqual(['Mr. Smith met Dr. Jones at St. Mary.', 'They talked.']);
    expect(split('Read J. R. R. Tolkien. It is long.')).toEqual(['Read J. R. R. Tolkien.', 'It is long.']);
    expect(split('See fig. 3 and No. 5 vs. Item 2. Done.')).toEqual(['See fig. 3 and No. 5 vs. Item 2.', 'Done.']);
    expect(split('M. Dupont et Mme Durand, p. ex. Paris. Fin.')).toEqual(['M. Dupont et Mme Durand, p. ex. Paris.', 'Fin.']);
    expect(split('Apples, pears, etc. are fruit. We sell fruit, etc. Then we rest.')).toEqual([
      'Apples, pears, etc. are fruit.',
      'We sell fruit, etc.',
      'Then we rest.',
    ]);
    expect(split('Made by ACME Inc. in 2020. Sold by ACME Inc. Then gone.')).toEqual([
      'Made by ACME Inc. in 2020.',
      'Sold by ACME Inc.',
      'Then gone.',
    ]);
  });

  it('does not split decimals, URLs or e-mail addresses, but does after them', () => {
    expect(split('Pi is 3.14 roughly. Visit https://example.com/a.b?x=1. Mail jo.doe@example.org. Done.')).toEqual([
      'Pi is 3.14 roughly.',
      'Visit https://example.com/a.b?x=1.',
      'Mail jo.doe@example.org.',
      'Done.',
    ]);
    expect(split('It grew in 2025. Then it fell.')).toEqual(['It grew in 2025.', 'Then it fell.']);
  });

  it('handles ellipses, and quotes or brackets closing a sentence', () => {
    expect(split('Wait... what now? Well… Maybe.')).toEqual(['Wait... what now?', 'Well…', 'Maybe.']);
    expect(split('He said "Stop." Then he left. (It was late.) We slept.')).toEqual([
      'He said "Stop."',
      'Then he left.',
      '(It was late.)',
      'We slept.',
    ]);
    expect(split('“Why?” she asked. “Because.”')).toEqual(['“Why?” she asked.', '“Because.”']);
  });

  it('handles French spacing before ! ? and inside « »', () => {
    expect(split('Vraiment ? Oui ! Il a dit : « Non. » Puis il est parti.')).toEqual([
      'Vraiment ?',
      'Oui !',
      'Il a dit : « Non. »',
      'Puis il est parti.',
    ]);
    expect(split('« Bonjour ! » dit-il. Fin.')).toEqual(['« Bonjour ! » dit-il.', 'Fin.']);
    expect(split('Quoi\u00A0?\u00A0Rien.')).toEqual(['Quoi\u00A0?', 'Rien.']);
  });

  it('keeps a leading section number with its heading, and splits CJK full stops', () => {
    expect(split('1. Introduction')).toEqual(['1. Introduction']);
    expect(split('2.3. Results and more')).toEqual(['2.3. Results and more']);
    expect(split('机器翻译很难。我们试试！好吗？')).toEqual(['机器翻译很难。', '我们试试！', '好吗？']);
  });

  it('cuts an over-long sentence at a pause', () => {
    const text = `${'word '.repeat(30)}then, ${'more '.repeat(30)}end.`;
    const spans = splitSentences({ text, maxLength: 200 });
    expect(spans.length).toBeGreaterThan(1);
    expect(spans[0].text.endsWith('then,')).toBe(true);
    for (const span of spans) {
      expect(span.text.length).toBeLessThanOrEqual(200);
      expect(text.slice(span.start, span.end)).toBe(span.text);
    }
  });

  it('answers nothing for blank text', () => {
    expect(splitSentences({ text: '   ' })).toEqual([]);
  });
});
