import { hashResetToken, newResetToken } from './password-reset.util';
import { passwordResetLink, passwordResetMail } from './password-reset-mail.util';

describe('reset tokens', () => {
  it('are 32 random bytes in base64url, stored as sha256 hex', () => {
    const token = newResetToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newResetToken()).not.toBe(token);
    expect(hashResetToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('password reset e-mail', () => {
  const params = { publicUrl: 'https://pt.example.org', email: 'ada+test@example.com', token: 'tok_EN-1', language: 'en' as const };

  it('links to /forgot-password-reset with the e-mail and token encoded', () => {
    expect(passwordResetLink(params)).toBe('https://pt.example.org/forgot-password-reset?email=ada%2Btest%40example.com&token=tok_EN-1');
  });

  it('is written in the user language, with the same link in text and HTML', () => {
    const en = passwordResetMail(params);
    expect(en.subject).toBe('Reset your PageTranslate password');
    expect(en.text).toContain(passwordResetLink(params));
    expect(en.html).toContain(`href="${passwordResetLink(params).replace(/&/g, '&amp;')}"`);
    const fr = passwordResetMail({ ...params, language: 'fr' });
    expect(fr.subject).toBe('Réinitialisez votre mot de passe PageTranslate');
    expect(fr.text).toContain('valide une heure');
  });
});
