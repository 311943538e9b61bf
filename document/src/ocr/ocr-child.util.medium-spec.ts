import { existsSync, mkdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_FILES_PREFIX, PageFiles } from './ocr-child.util';

describe('the pages’ image files', () => {
  it('removes page directories left by a process that ended mid-page, not those of pages under way', async () => {
    const stale = join(tmpdir(), `${PAGE_FILES_PREFIX}spec-stale-${process.pid}`);
    const fresh = join(tmpdir(), `${PAGE_FILES_PREFIX}spec-fresh-${process.pid}`);
    const other = join(tmpdir(), `pt-ocr-spec-other-${process.pid}`);
    for (const dir of [stale, fresh, other]) mkdirSync(dir, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    utimesSync(other, twoHoursAgo, twoHoursAgo);
    try {
      expect(await PageFiles.sweep(3600_000, true)).toBeGreaterThanOrEqual(1);
      expect([existsSync(stale), existsSync(fresh), existsSync(other)]).toEqual([false, true, true]);
    } finally {
      for (const dir of [stale, fresh, other]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
