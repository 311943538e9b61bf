import { SecretBox } from './secret-box';

describe('SecretBox (AES-256-GCM at rest)', () => {
  const box = new SecretBox('a server secret of at least 32 characters!', 'second-factor secrets');

  it('opens what it sealed, in the same context only', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user=1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user=1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user=2')).toBeNull();
  });

  it('seals the same text differently each time (random IV)', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses another key, another label, and any altered part', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user=1');
    expect(new SecretBox('another server secret of 32 characters!!', 'second-factor secrets').open(sealed, 'user=1')).toBeNull();
    expect(new SecretBox('a server secret of at least 32 characters!', 'another label').open(sealed, 'user=1')).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flip = (part: string) => (part[0] === 'A' ? 'B' : 'A') + part.slice(1);
    expect(box.open([v, flip(iv), tag, body].join('.'), 'user=1')).toBeNull();
    expect(box.open([v, iv, flip(tag), body].join('.'), 'user=1')).toBeNull();
    expect(box.open([v, iv, tag, flip(body)].join('.'), 'user=1')).toBeNull();
    expect(box.open(['v2', iv, tag, body].join('.'), 'user=1')).toBeNull();
    expect(box.open('garbage', 'user=1')).toBeNull();
  });
});
