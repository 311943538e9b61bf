import { failureMail, FailureMailParams } from './failure-mail.util';
import { GENERIC_FAILURE, unsupportedPairError } from './pipeline-errors';

const params = (overrides: Partial<FailureMailParams> = {}): FailureMailParams => ({
  language: 'en',
  publicUrl: 'https://translate.example.com',
  orderNumber: 'PT-7K3M-9QX2',
  sourceFileName: 'report.pdf',
  reason: GENERIC_FAILURE.en,
  ...overrides,
});

describe('failureMail', () => {
  it('says what happened, that the payment is refunded, and what to do next, with the order number', () => {
    const mail = failureMail(params());
    expect(mail.subject).toBe('We could not complete your translation — order PT-7K3M-9QX2 refunded');
    expect(mail.text).toContain('we could not translate "report.pdf" (order PT-7K3M-9QX2).');
    expect(mail.text).toContain('We could not translate this document because of an error on our side.');
    expect(mail.text).toContain('Your payment will be refunded in full; you do not need to do anything.');
    expect(mail.text).toContain('https://translate.example.com/create-translation');
    expect(mail.text).toContain('https://translate.example.com/contact-us');
    expect(mail.html).toContain('<a href="https://translate.example.com/contact-us">');
    // The reason's own refund sentence is not repeated.
    expect(mail.text.match(/refunded/g)).toHaveLength(1);
  });

  it('is written in French for French-speaking users, with the reason they were shown', () => {
    const reason = unsupportedPairError('eu', 'fr').detail.fr;
    const mail = failureMail(params({ language: 'fr', reason }));
    expect(mail.subject).toBe('Votre traduction n’a pas pu être faite — commande PT-7K3M-9QX2 remboursée');
    expect(mail.text).toContain('nous n’avons pas pu traduire « report.pdf » (commande PT-7K3M-9QX2).');
    expect(mail.text).toContain('Nous ne pouvons pas encore traduire du basque vers le français.');
    expect(mail.text).not.toContain('Votre paiement vous sera remboursé.');
    expect(mail.text).toContain('Votre paiement vous sera remboursé en totalité');
    expect(mail.text).toContain('https://translate.example.com/contact-us');
  });

  it('does without a reason, and escapes the file name in the HTML part', () => {
    const mail = failureMail(params({ reason: null, sourceFileName: '<b>x</b>.pdf' }));
    expect(mail.text).toContain('Your payment will be refunded in full');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;.pdf');
  });
});
