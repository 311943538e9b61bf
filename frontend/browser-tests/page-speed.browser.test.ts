import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openSession, PHONE } from './support/browser';
import { expectTitle } from './support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface ScriptLoad {
  path: string;
  encoding: string | undefined;
  cacheControl: string | undefined;
  /** Bytes of the body as the network carried them (compressed). */
  wireBytes: number;
}

interface Paint {
  lcpMs: number;
  element: string;
  fcpMs: number | undefined;
}

describe('page speed', () => {
  it('the landing page: its scripts come compressed and immutable; LCP and script bytes on the wire are printed', async ({ task }) => {
    const s = await openSession(browser, task.name, DESKTOP);
    const { page } = s;
    const scripts: Promise<ScriptLoad>[] = [];
    let shell: { etag?: string; cacheControl?: string } = {};
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/' && response.request().resourceType() === 'document') {
        shell = { etag: response.headers().etag, cacheControl: response.headers()['cache-control'] };
      }
      if (response.request().resourceType() !== 'script' || !url.pathname.startsWith('/assets/')) return;
      scripts.push(
        response
          .request()
          .sizes()
          .then((sizes) => ({
            path: url.pathname,
            encoding: response.headers()['content-encoding'],
            cacheControl: response.headers()['cache-control'],
            wireBytes: sizes.responseBodySize,
          })),
      );
    });

    await page.goto('/');
    await expectTitle(page, 'Translate with Ease');
    await page.getByRole('main').getByRole('heading', { level: 2, name: 'How it works' }).waitFor();
    await page.waitForLoadState('networkidle');

    // Read before any input: the browser stops reporting LCP candidates at the first interaction.
    const paint = await page.evaluate(
      () =>
        new Promise<Paint>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            const last = entries[entries.length - 1];
            const fcp = performance.getEntriesByName('first-contentful-paint')[0];
            const element = last.element;
            resolve({
              lcpMs: last.startTime,
              element: element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"` : '(removed)',
              fcpMs: fcp?.startTime,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const loaded = await Promise.all(scripts);
    const wireTotal = loaded.reduce((sum, script) => sum + script.wireBytes, 0);
    const encodings = [...new Set(loaded.map((script) => script.encoding ?? 'identity'))].join(', ');
    console.log(
      `[page speed] landing page: LCP ${paint.lcpMs.toFixed(0)} ms (${paint.element}), FCP ${paint.fcpMs?.toFixed(0) ?? '?'} ms; ` +
        `${loaded.length} scripts, ${(wireTotal / 1000).toFixed(1)} kB on the wire (${encodings})`,
    );

    expect(paint.lcpMs).toBeGreaterThan(0);
    expect(loaded.length).toBeGreaterThan(0);
    for (const script of loaded) {
      // Files under 1 kB are not worth compressing (the build and the server leave them as they are).
      if (script.encoding === undefined) expect(script.wireBytes, script.path).toBeLessThan(1024);
      else expect(script.encoding, script.path).toMatch(/^(br|gzip)$/);
      expect(script.cacheControl, script.path).toBe('public, max-age=31536000, immutable');
    }
    // The app shell is revalidated (ETag), never kept blindly: a new deployment's index.html names the new chunks.
    expect(shell.cacheControl).toBe('no-cache');
    expect(shell.etag).toBeTruthy();
    await s.close();
  });

  it('the landing page on a slow mobile connection: LCP is printed', async ({ task }) => {
    const s = await openSession(browser, task.name, PHONE);
    const { page } = s;
    const cdp = await s.context.newCDPSession(page);
    await cdp.send('Network.enable');
    // Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. On the loopback the bytes cost
    // nothing; here they do.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto('/', { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Translate with Ease' }).waitFor({ timeout: 60_000 });
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    console.log(`[page speed] landing page on slow 4G (150 ms, 1.6 Mbit/s), phone: LCP ${lcpMs.toFixed(0)} ms`);
    expect(lcpMs).toBeGreaterThan(0);
    await s.close();
  });
});
