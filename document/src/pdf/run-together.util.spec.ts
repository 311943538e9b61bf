import { looksRunTogether } from './run-together.util';

describe('looksRunTogether (a page as pdftotext gave it)', () => {
  it('sees words run together when most letters are in words of 20 letters or more', () => {
    expect(
      looksRunTogether('OverviewoftheTechnologyAcceptanceModelanditsapplications\nThemodelexplainshowuserscometoacceptanduseatechnology'),
    ).toBe(true);
    // One line run together among ordinary lines is not enough to read the page again.
    expect(
      looksRunTogether(
        'OverviewoftheTechnologyAcceptanceModel\nThe model explains how users come to accept and use a technology, and what\nperceived usefulness and ease of use do to the intention to use a system.',
      ),
    ).toBe(false);
  });

  it('does not take long words of real prose, addresses, scripts without spaces or an empty page for run-together text', () => {
    expect(
      looksRunTogether(
        'Die Rechtsschutzversicherungsgesellschaften haben gestern ihre Jahresberichte veröffentlicht. Die Bundesregierung berät mit ihnen über die Krankenversicherung.',
      ),
    ).toBe(false);
    expect(looksRunTogether('See https://www.example.org/publications/annual-report-2024 for the full report of the committee.')).toBe(
      false,
    );
    expect(looksRunTogether('日本語の文書は単語の間に空白を入れません。行末まで文字を均等に配置することもあります。')).toBe(false);
    expect(looksRunTogether('')).toBe(false);
    expect(looksRunTogether('  42  \n 3.14 ')).toBe(false);
  });

  it('counts the letters of every cased script, with accents and combining marks inside a word', () => {
    expect(looksRunTogether('Überdiesesthemahabenwirlangegesprochen und nichts')).toBe(true);
    expect(looksRunTogether('Übe\u0301rdiesesthemahabenwirlangegesprochen und nichts')).toBe(true); // a mark does not break it
    expect(looksRunTogether('Обэтоммыговорилиоченьдолгоивсё')).toBe(true);
    expect(looksRunTogether('𐐨𐐩𐐪𐐫𐐬𐐭𐐮𐐯𐐰𐐱𐐲𐐳𐐴𐐵𐐶𐐷𐐸𐐹𐐺𐐻 ok')).toBe(true); // Deseret, outside the BMP
    expect(looksRunTogether('Über·dieses·thema·haben·wir·lange·gesprochen')).toBe(false);
  });
});
