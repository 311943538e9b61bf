import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { OUTPUT_DIR } from './product';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export type Viewport = { width: number; height: number };

/** Debian's Chromium (CHROMIUM_PATH overrides), headless, without anything that phones home. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Saves a full-page screenshot as test-output/browser/<test>/<nn>-<step>.png. */
  shot(step: string): Promise<void>;
  /** Uncaught errors of the page's scripts so far. */
  pageErrors: Error[];
  /** Content-Security-Policy violations on the product's pages so far (any page of the context). */
  cspViolations: string[];
  /** Checks there was no uncaught script error and no CSP violation, then closes the context. */
  close(): Promise<void>;
}

interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

/**
 * Fails the test on any Content-Security-Policy violation on the product's own pages: every frame of the context
 * reports `securitypolicyviolation` events to the test, and Chromium's console errors about the policy are kept too
 * (they also cover violations raised before a document's scripts ran). Frames of other origins (Stripe's iframes)
 * enforce their own policies, not ours, and are not counted.
 */
async function watchCsp(context: BrowserContext, productOrigin: string): Promise<string[]> {
  const violations: string[] = [];
  const ours = (url: string) => {
    try {
      return new URL(url).origin === productOrigin;
    } catch {
      return false;
    }
  };
  await context.exposeBinding('__ptCspViolation', ({ frame }, v: CspViolation) => {
    if (ours(frame.url()))
      violations.push(`${frame.url()}: ${v.directive} blocked ${v.blocked || '(inline)'} (${v.source}) ${v.sample}`.trim());
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __ptCspViolation?: (v: CspViolation) => void }).__ptCspViolation;
      report?.({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
  context.on('console', (message) => {
    if (message.type() !== 'error' || !/Content[- ]Security[- ]Policy/i.test(message.text())) return;
    const where = message.location().url || message.page()?.url() || '';
    if (ours(where)) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 72)
    .replace(/^-+|-+$/g, '');

/** A fresh context (no cookies, no storage) and page on the product (or another one at `baseUrl`), at the given size. */
export async function openSession(
  browser: Browser,
  testName: string,
  viewport: Viewport = DESKTOP,
  baseUrl = inject('product').baseUrl,
): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-CA', timezoneId: 'America/Toronto' });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const cspViolations = await watchCsp(context, new URL(baseUrl).origin);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (err) => pageErrors.push(err));
  const dir = join(OUTPUT_DIR, `${slug(testName.replace(/\(.*?\)/g, ''))}-${viewport.width}x${viewport.height}`);
  mkdirSync(dir, { recursive: true });
  let step = 0;
  return {
    context,
    page,
    pageErrors,
    cspViolations,
    async shot(name: string) {
      step += 1;
      await page.screenshot({ path: join(dir, `${String(step).padStart(2, '0')}-${slug(name)}.png`), fullPage: true });
    },
    async close() {
      await context.close();
      expect(
        pageErrors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
      expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
  };
}

/** Waits until the page is at `path` (pathname only). */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** The page's <h1>. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** What the product keeps in localStorage for the session. */
export async function storedSession(page: Page): Promise<{ token: string | null; user: any; tokenAge: string | null }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('login_token'),
    user: JSON.parse(localStorage.getItem('user_key') ?? 'null'),
    tokenAge: localStorage.getItem('token_age'),
  }));
}

/** An API call with the page's stored token, from inside the page. */
export async function apiGet(page: Page, path: string): Promise<{ status: number; body: any }> {
  return page.evaluate(async (apiPath) => {
    const token = localStorage.getItem('login_token');
    const res = await fetch(`/prod/api${apiPath}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return { status: res.status, body: await res.json().catch(() => null) };
  }, path);
}
