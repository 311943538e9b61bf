import { ACTIVATION_CODE_ALPHABET, newActivationCode } from './activation-code.util';
import { invitationLink, invitationMail } from './invitation-mail.util';

describe('activation codes', () => {
  it('are 10 characters of an alphabet without look-alikes', () => {
    expect(ACTIVATION_CODE_ALPHABET).not.toMatch(/[0O1IL5S2Z8B]/);
    const codes = Array.from({ length: 200 }, () => newActivationCode());
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{10}$`));
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('invitation e-mail', () => {
  const params = {
    publicUrl: 'https://pt.example.org',
    email: 'ada@example.com',
    organizationId: 12,
    organizationLabel: 'Acme <Translations>',
    activationCode: 'ACDE34679X',
    language: 'fr' as const,
    expiresAt: new Date('2025-02-06T12:00:00Z'),
  };

  it('links to /enterprise/register with email, abc = organisation id and lang', () => {
    expect(invitationLink(params)).toBe('https://pt.example.org/enterprise/register?email=ada%40example.com&abc=12&lang=fr');
  });

  it('carries the link, the code and the expiry date in the invitation language; HTML is escaped', () => {
    const fr = invitationMail(params);
    expect(fr.subject).toBe('Invitation à rejoindre Acme <Translations> sur PageTranslate');
    expect(fr.text).toContain("Votre code d'activation : ACDE34679X");
    expect(fr.text).toContain('2025-02-06');
    expect(fr.html).toContain('Acme &lt;Translations&gt;');
    expect(fr.html).not.toContain('<Translations>');
    const en = invitationMail({ ...params, language: 'en' });
    expect(en.text).toContain('Your activation code: ACDE34679X');
    expect(en.text).toContain(invitationLink({ ...params, language: 'en' }));
  });
});
