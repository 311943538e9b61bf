import { INestApplication, Logger } from '@nestjs/common';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { Router, urlencoded } from 'express';
import Provider, { errors } from 'oidc-provider';
import { AppConfig } from '../config/app-config';
import { DevOidcAccounts, normaliseDevEmail } from './dev-oidc.accounts';
import { pickDevOidcLanguage, renderExpiredPage, renderSignInPage } from './dev-oidc.page';
import { createDevOidcProvider } from './dev-oidc.provider';
import { DEV_OIDC_PATH, devOidcEnabled, devOidcSettings } from './dev-oidc.settings';

export interface DevOidcMount {
  provider: Provider;
  issuer: string;
}

/**
 * Serves the development OpenID provider at /prod/api/dev-oidc when no Google client is configured and the product
 * is not in production; otherwise mounts nothing and returns null. Call once from configureApp, before the body
 * parsers (oidc-provider reads its own request bodies).
 */
export function mountDevOidc(app: INestApplication, config: AppConfig): DevOidcMount | null {
  if (!devOidcEnabled(config)) return null;
  const settings = devOidcSettings(config);
  const accounts = new DevOidcAccounts();
  const provider = createDevOidcProvider({ settings, publicUrl: config.publicUrl, accounts });
  const express = app.getHttpAdapter().getInstance() as Express;
  express.use(DEV_OIDC_PATH, devOidcRouter(provider, accounts));
  new Logger('DevOidc').log(`Google sign-in is not configured: development OpenID provider at ${settings.issuer}`);
  return { provider, issuer: settings.issuer };
}

/** The sign-in page (GET/POST /interaction/:uid), then every protocol endpoint of the provider. */
export function devOidcRouter(provider: Provider, accounts: DevOidcAccounts): Router {
  const router = Router();
  router.get('/interaction/:uid', page(provider, accounts, false));
  router.post('/interaction/:uid', urlencoded({ extended: false, limit: '16kb' }), page(provider, accounts, true));
  router.use(provider.callback());
  return router;
}

function page(provider: Provider, accounts: DevOidcAccounts, submitted: boolean): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const pagePath = `${DEV_OIDC_PATH}/interaction/${encodeURIComponent(req.params.uid as string)}`;
    const body = (submitted ? req.body : {}) as Record<string, unknown>;
    const chosen = [asString(req.query.lng), asString(body.lng), cookie(req, 'i18next')];
    pageHeaders(res);
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
      if (details.uid !== req.params.uid) throw new errors.SessionNotFound('interaction mismatch');
    } catch (err) {
      if (!(err instanceof errors.SessionNotFound)) return next(err);
      res
        .status(400)
        .type('html')
        .send(renderExpiredPage({ lang: pickDevOidcLanguage(chosen), pagePath }));
      return;
    }
    const lang = pickDevOidcLanguage([...chosen, asString(details.params.ui_locales)]);
    try {
      if (!submitted) {
        res.type('html').send(renderSignInPage({ lang, action: pagePath, email: asString(details.params.login_hint) }));
        return;
      }
      if (body.action === 'cancel') {
        const result = { error: 'access_denied', error_description: 'The user cancelled the sign-in.' };
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
        return;
      }
      const email = normaliseDevEmail(body.email);
      if (!email) {
        const typed = asString(body.email);
        res
          .status(400)
          .type('html')
          .send(renderSignInPage({ lang, action: pagePath, email: typed, invalid: true }));
        return;
      }
      const accountId = accounts.register(email);
      await provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    } catch (err) {
      next(err);
    }
  };
}

function pageHeaders(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
