import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCodes, normalizeRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes.util';

describe('recovery codes', () => {
  it('makes ten distinct codes of 24 Crockford base32 characters (120 bits), in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){5}$/);
      expect(isRecoveryCodeShape(code)).toBe(true);
    }
  });

  it('reads a typed code loosely: case, spaces, dashes, and O/I/L for 0/1', () => {
    const code = '0A1B-2C3D-4E5F-6G7H-8J9K-MNPQ';
    const hash = hashRecoveryCode(code);
    expect(hashRecoveryCode('0a1b 2c3d 4e5f 6g7h 8j9k mnpq')).toBe(hash);
    expect(hashRecoveryCode('OA1B2C3D4E5F6G7H8J9KMNPQ')).toBe(hash);
    expect(hashRecoveryCode('0ALB-2C3D-4E5F-6G7H-8J9K-MNPQ')).toBe(hash);
    expect(hashRecoveryCode('0A1B-2C3D-4E5F-6G7H-8J9K-MNPR')).not.toBe(hash);
    expect(normalizeRecoveryCode(' oa1b-2c3d ')).toBe('0A1B2C3D');
  });

  it('stores a SHA-256 hex hash, never the code', () => {
    const [code] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(normalizeRecoveryCode(code).toLowerCase());
  });

  it('tells a recovery code from an app code', () => {
    expect(isRecoveryCodeShape('123456')).toBe(false);
    expect(isRecoveryCodeShape('0A1B-2C3D-4E5F-6G7H-8J9K')).toBe(false);
    expect(isRecoveryCodeShape('0A1B-2C3D-4E5F-6G7H-8J9K-MNPQ')).toBe(true);
    expect(isRecoveryCodeShape('0A1B-2C3D-4E5F-6G7H-8J9K-MNPU')).toBe(false);
  });
});
