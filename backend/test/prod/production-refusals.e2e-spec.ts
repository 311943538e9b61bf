import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENTRY, startEntry } from './support/processes';

/**
 * The production entry points refuse to start on a configuration production cannot run with, and say which setting
 * to fix, before opening any connection: here without SMTP_URL (mails would only be written to local files).
 */
describe('production entry points without SMTP_URL', () => {
  const varDir = mkdtempSync(join(tmpdir(), 'pt-prod-refusal-'));
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));

  it.each([
    ['the API', ENTRY.api],
    ['a worker', ENTRY.worker],
  ])('%s exits 1 naming SMTP_URL', async (name, entry) => {
    const proc = startEntry(name, entry, {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(48),
      VAR_DIR: varDir,
      // Unreachable on purpose: the refusal must come before any connection is tried.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    const { code } = await proc.exited;
    expect(code).toBe(1);
    expect(proc.output()).toContain('Invalid configuration:');
    expect(proc.output()).toMatch(
      /SMTP_URL=undefined: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL \(required with NODE_ENV=production/,
    );
  });
});
