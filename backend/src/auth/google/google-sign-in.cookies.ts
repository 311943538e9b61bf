import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config';

/** Only the calls of Google sign-in receive these cookies (API_PREFIX of app.module, not imported: that would be a cycle). */
export const GOOGLE_COOKIE_PATH = '/prod/api/auth/google';
/** The authorization request in progress: state, nonce, PKCE verifier, redirect URI. */
export const PENDING_SIGN_IN_COOKIE = 'pt_google_signin';
/** A Google identity waiting for the password of the existing account with its e-mail. */
export const PENDING_LINK_COOKIE = 'pt_google_link';
/** Both last as long as a person takes to sign in at Google, or to type a password. */
export const PENDING_COOKIE_TTL_SECONDS = 600;

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface PendingLink {
  userId: number;
  subject: string;
  email: string;
}

type Kind = 'signin' | 'link';

/**
 * The server side of a Google sign-in kept in the browser that started it: short-lived (10 minutes), signed (HS256
 * with a key derived from JWT_SECRET, so nothing else signed with that secret can pass for one), HttpOnly,
 * SameSite=Lax, Secure on an https PUBLIC_URL, sent only to /prod/api/auth/google…. Another browser, a script of the
 * page or a forged callback has neither the cookie nor its contents.
 */
@Injectable()
export class GoogleSignInCookies {
  private readonly secret: string;
  private readonly secure: boolean;

  constructor(
    private readonly jwt: JwtService,
    config: AppConfig,
  ) {
    this.secret = createHmac('sha256', config.jwtSecret).update('pagetranslate google sign-in cookies').digest('base64url');
    this.secure = config.publicUrl.startsWith('https:');
  }

  setPendingSignIn(res: Response, pending: PendingSignIn): void {
    this.set(res, PENDING_SIGN_IN_COOKIE, 'signin', { ...pending });
  }

  /** The sign-in in progress of this browser, or null (none, expired, tampered). */
  pendingSignIn(req: Request): PendingSignIn | null {
    const p = this.read(req, PENDING_SIGN_IN_COOKIE, 'signin');
    if (!p || !isString(p.state) || !isString(p.nonce) || !isString(p.codeVerifier) || !isString(p.redirectUri)) return null;
    return { state: p.state, nonce: p.nonce, codeVerifier: p.codeVerifier, redirectUri: p.redirectUri };
  }

  setPendingLink(res: Response, pending: PendingLink): void {
    this.set(res, PENDING_LINK_COOKIE, 'link', { ...pending });
  }

  pendingLink(req: Request): PendingLink | null {
    const p = this.read(req, PENDING_LINK_COOKIE, 'link');
    if (!p || !Number.isSafeInteger(p.userId) || !isString(p.subject) || !isString(p.email)) return null;
    return { userId: p.userId as number, subject: p.subject, email: p.email };
  }

  clear(res: Response, name: typeof PENDING_SIGN_IN_COOKIE | typeof PENDING_LINK_COOKIE): void {
    res.clearCookie(name, this.attributes());
  }

  private set(res: Response, name: string, kind: Kind, payload: Record<string, unknown>): void {
    const value = this.jwt.sign({ ...payload, kind }, { algorithm: 'HS256', secret: this.secret, expiresIn: PENDING_COOKIE_TTL_SECONDS });
    res.cookie(name, value, { ...this.attributes(), maxAge: PENDING_COOKIE_TTL_SECONDS * 1000 });
  }

  private read(req: Request, name: string, kind: Kind): Record<string, unknown> | null {
    const value = cookieValue(req.headers.cookie, name);
    if (!value) return null;
    try {
      const payload = this.jwt.verify<Record<string, unknown>>(value, { algorithms: ['HS256'], secret: this.secret });
      return payload.kind === kind ? payload : null;
    } catch {
      return null;
    }
  }

  private attributes() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.secure, path: GOOGLE_COOKIE_PATH };
  }
}

/** The value of cookie `name` in a Cookie header (our values are JWTs: no quoting or escaping to undo). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
