import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/app-config';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Generated in a child process: openapi-typescript is an ES module that Jest's require cannot load. */
async function generateOpenApi(): Promise<{ yaml: string; types: string; operationIds: string[] }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [require.resolve('ts-node/dist/bin'), '--transpile-only', join(__dirname, 'openapi.cli.ts'), '--stdout'],
    { cwd: join(__dirname, '../..'), maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

describe('openapi.yaml', () => {
  let generated: Awaited<ReturnType<typeof generateOpenApi>>;
  beforeAll(async () => {
    generated = await generateOpenApi();
  }, 60_000);

  it('is in sync with the code (run `npm run openapi` after changing an endpoint)', () => {
    expect(readFileSync(join(REPO_ROOT, 'openapi.yaml'), 'utf8')).toBe(generated.yaml);
  });

  it('has the typed client generated from the same document', () => {
    expect(readFileSync(join(REPO_ROOT, 'libs/src/api-schema.ts'), 'utf8')).toBe(generated.types);
  });

  it('has unique operation ids', () => {
    const dupes = generated.operationIds.filter((id, i, all) => all.indexOf(id) !== i);
    expect(dupes).toEqual([]);
    expect(generated.operationIds.length).toBeGreaterThan(0);
  });
});
