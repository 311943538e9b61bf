import { contentDisposition, fileNameStem, MAX_FILE_NAME_LENGTH, sanitizeFileName } from './file-name.util';

describe('sanitizeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['C:\\Users\\me\\Documents\\report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['  Résumé final.pdf  ', 'Résumé final.pdf'],
    ['Re\u0301sume\u0301.pdf', 'Résumé.pdf'], // decomposed accents are composed (NFC)
    ['bad\u0000name\u001f.pdf', 'badname.pdf'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'], // right-to-left override removed
    ['what?<>:"|*.pdf', 'what_______.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['..', 'document.pdf'],
    ['', 'document.pdf'],
    [null, 'document.pdf'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('shortens long names to the limit, keeping the extension and whole characters', () => {
    const long = `${'ü'.repeat(300)}.pdf`;
    const clean = sanitizeFileName(long);
    expect(Array.from(clean)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(clean.endsWith('ü.pdf')).toBe(true);
    const emoji = sanitizeFileName(`${'😀'.repeat(250)}.pdf`);
    expect(Array.from(emoji)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/); // no half of a surrogate pair
  });
});

describe('fileNameStem', () => {
  it('drops the last extension only', () => {
    expect(fileNameStem('report.final.pdf')).toBe('report.final');
    expect(fileNameStem('README')).toBe('README');
    expect(fileNameStem('.pdf')).toBe('.pdf');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Résumé 2024.pdf')).toBe(
      `attachment; filename="Resume 2024.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024.pdf`,
    );
  });

  it('never lets a name break out of the header value', () => {
    const header = contentDisposition('a"; filename="evil.html\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
  });

  it('replaces characters an old client cannot read, and encodes quotes and parentheses in filename*', () => {
    expect(contentDisposition('東京 (copy) 100%.pdf')).toBe(
      `attachment; filename="__ (copy) 100_.pdf"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC%20%28copy%29%20100%25.pdf`,
    );
  });
});
