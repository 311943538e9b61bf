import { deliveryMail, DeliveryMailParams } from './delivery-mail.util';

const params = (overrides: Partial<DeliveryMailParams> = {}): DeliveryMailParams => ({
  language: 'en',
  publicUrl: 'https://translate.example.com',
  orderNumber: 'PT-7K3M-9QX2',
  sourceFileName: 'report.pdf',
  targetFileName: 'report-fr.pdf',
  targetLanguage: 'fr',
  attached: true,
  ...overrides,
});

describe('deliveryMail', () => {
  it('names the order, the document and the language, says it is attached and links to the translations page', () => {
    const mail = deliveryMail(params());
    expect(mail.subject).toBe('Your translation is ready — order PT-7K3M-9QX2');
    expect(mail.text).toContain('The French translation of "report.pdf" is ready (order PT-7K3M-9QX2).');
    expect(mail.text).toContain('It is attached to this e-mail (report-fr.pdf).');
    expect(mail.text).toContain('https://translate.example.com/home');
    expect(mail.html).toContain('<a href="https://translate.example.com/home">');
  });

  it('says where to download a document too large to attach', () => {
    const mail = deliveryMail(params({ attached: false }));
    expect(mail.text).toContain('too large to attach');
    expect(mail.text).not.toContain('It is attached');
  });

  it('is written in French for French-speaking users', () => {
    const mail = deliveryMail(params({ language: 'fr', targetLanguage: 'en', attached: false }));
    expect(mail.subject).toBe('Votre traduction est prête — commande PT-7K3M-9QX2');
    expect(mail.text).toContain('La traduction de « report.pdf » en anglais est prête (commande PT-7K3M-9QX2).');
    expect(mail.text).toContain('trop volumineux');
  });

  it("says how many glossary terms of the organisation were applied, in the user's language, without asking to check", () => {
    const notes = { overflowPages: [], missingGlyphPages: [], sourceTextPages: [], glossaryTerms: 3 };
    const en = deliveryMail(params({ notes }));
    expect(en.text).toContain('Your organisation’s glossary was applied to 3 terms.');
    expect(en.text).not.toContain('Please check the document');
    expect(deliveryMail(params({ language: 'fr', notes: { ...notes, glossaryTerms: 1 } })).text).toContain(
      'Le glossaire de votre organisation a été appliqué à 1 terme.',
    );
    expect(deliveryMail(params({ notes: { ...notes, glossaryTerms: 0 } })).text).not.toContain('glossary');
  });

  it('escapes the file name in the HTML part', () => {
    expect(deliveryMail(params({ sourceFileName: '<b>x</b>.pdf' })).html).toContain('&lt;b&gt;x&lt;/b&gt;.pdf');
  });

  it('says nothing to check when the document came out clean', () => {
    for (const notes of [undefined, null, { overflowPages: [], missingGlyphPages: [], sourceTextPages: [] }]) {
      expect(deliveryMail(params({ notes })).text).not.toContain('check');
    }
  });

  it('names the pages to check, kind by kind, and where to ask for help', () => {
    const mail = deliveryMail(params({ notes: { overflowPages: [3, 4, 5, 9], missingGlyphPages: [2], sourceTextPages: [] } }));
    expect(mail.text).toContain('Please check the document:');
    expect(mail.text).toContain('On pages 3–5 and 9, the translation is longer than the original and runs past its space');
    expect(mail.text).toContain('The DOCX version');
    expect(mail.text).toContain('On page 2, some characters cannot be drawn');
    expect(mail.text).not.toContain('could not be removed');
    expect(mail.text).toContain('give your order number, PT-7K3M-9QX2:\nhttps://translate.example.com/contact-us');
    expect(mail.html).toContain('<br>');
  });

  it('names the scanned pages whose text was hard to recognise', () => {
    const mail = deliveryMail(
      params({ notes: { overflowPages: [], missingGlyphPages: [], sourceTextPages: [], lowConfidencePages: [2] } }),
    );
    expect(mail.text).toContain('Please check the document:');
    expect(mail.text).toContain('On page 2, the page is a scan whose text was hard to recognise: some words may be misread.');
  });

  it('names them in French for French-speaking users', () => {
    const mail = deliveryMail(params({ language: 'fr', notes: { overflowPages: [], missingGlyphPages: [], sourceTextPages: [1, 6] } }));
    expect(mail.text).toContain('À vérifier dans le document :');
    expect(mail.text).toContain('– pages 1 et 6 : une partie du texte original n’a pas pu être retirée');
    expect(mail.text).toContain('numéro de commande PT-7K3M-9QX2');
  });
});
