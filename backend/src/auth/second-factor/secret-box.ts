import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const b64 = (buf: Buffer) => buf.toString('base64url');

/**
 * Authenticated encryption of short secrets at rest (the TOTP secrets): AES-256-GCM with a random 96-bit IV, the
 * row's purpose bound as additional data. The key is derived with HKDF-SHA256 from the server's secret and a label,
 * so a database dump alone does not reveal any authenticator secret.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string, label: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), `pagetranslate ${label}`, 32));
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
  }

  /** The plain text, or null when the box was sealed with another key or context, or was altered. */
  open(sealed: string, context: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
