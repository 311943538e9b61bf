import { deriveDownloadSigningKey, DownloadGrant, signDownload, verifyDownload } from './download-signature.util';

describe('download link signatures', () => {
  const key = deriveDownloadSigningKey('a-jwt-secret-that-is-long-enough-0123456789');
  const grant: DownloadGrant = { key: 'results/0b0f6c4e-3f1a-4c2e-9b7d-2f51d5a8e1c3.pdf', name: 'report-fr.pdf', exp: 1_800_000_000 };
  const query = (overrides: Record<string, string> = {}) => ({
    key: grant.key,
    name: grant.name,
    exp: String(grant.exp),
    sig: signDownload(grant, key),
    ...overrides,
  });
  const before = grant.exp * 1000 - 1;

  it('derives a 32-byte key that differs from the secret and per secret', () => {
    expect(key).toHaveLength(32);
    expect(key.equals(Buffer.from('a-jwt-secret-that-is-long-enough-0123456789').subarray(0, 32))).toBe(false);
    expect(deriveDownloadSigningKey('another-secret-that-is-long-enough-012345').equals(key)).toBe(false);
  });

  it('accepts an untouched link until its expiry, then calls it expired', () => {
    expect(verifyDownload(query(), key, before)).toEqual({ ok: true, grant });
    expect(verifyDownload(query(), key, grant.exp * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['key', 'results/11111111-1111-4111-8111-111111111111.pdf'],
    ['name', 'report-fr.html'],
    ['exp', String(grant.exp + 3600)],
    ['sig', signDownload({ ...grant, name: 'other.pdf' }, key)],
    ['sig', ''],
    ['exp', '1e12'],
  ])('refuses a link with a changed %s', (field, value) => {
    expect(verifyDownload(query({ [field]: value }), key, before)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses missing fields, arrays and a link signed with another key', () => {
    const { sig: _sig, ...unsigned } = query();
    expect(verifyDownload(unsigned, key, before).ok).toBe(false);
    expect(verifyDownload({ ...query(), key: [grant.key, 'x'] }, key, before).ok).toBe(false);
    expect(verifyDownload(query(), deriveDownloadSigningKey('another-secret-that-is-long-enough-012345'), before).ok).toBe(false);
  });

  it('cannot be fooled by moving characters between fields', () => {
    const shifted = { key: grant.key, name: `1${grant.name}`, exp: String(grant.exp).slice(0, -1) };
    expect(verifyDownload({ ...shifted, sig: signDownload(grant, key) }, key, 0).ok).toBe(false);
  });
});
