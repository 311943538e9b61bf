import { googleLinkedMail, passwordResetDoneMail } from './account-notice-mail.util';

const at = new Date('2026-03-05T14:07:00Z');
const publicUrl = 'https://translate.example.com';

describe('account notice e-mails', () => {
  it('Google linked: names the Google account and the time, in English and French, text and HTML alike', () => {
    const en = googleLinkedMail({ publicUrl, language: 'en', at, googleEmail: 'ada@example.com' });
    expect(en.subject).toBe('A Google account was linked to your PageTranslate account');
    expect(en.text).toContain('ada@example.com');
    expect(en.text).toContain('March 5, 2026');
    expect(en.text).toContain('2:07');
    expect(en.text).toContain(`${publicUrl}/forgot-password`);
    expect(en.html).toContain('ada@example.com');
    const fr = googleLinkedMail({ publicUrl, language: 'fr', at, googleEmail: 'ada@example.com' });
    expect(fr.subject).toBe('Un compte Google a été lié à votre compte PageTranslate');
    expect(fr.text).toContain('5 mars 2026');
    expect(fr.text).toContain('ada@example.com');
  });

  it('password reset: says every session ended, in English and French', () => {
    const en = passwordResetDoneMail({ publicUrl, language: 'en', at });
    expect(en.subject).toBe('Your PageTranslate password was reset');
    expect(en.text).toMatch(/Every session was signed out/);
    const fr = passwordResetDoneMail({ publicUrl, language: 'fr', at });
    expect(fr.subject).toBe('Votre mot de passe PageTranslate a été réinitialisé');
    expect(fr.text).toMatch(/Toutes vos sessions ont été fermées/);
  });
});
