import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateOpenApi } from './openapi.generate';
import { REPO_ROOT } from '../config/app-config';

/**
 * `npm run openapi`: writes openapi.yaml and the typed client schema, without starting a server.
 * `--stdout`: prints {yaml, types, operationIds} as JSON instead (the drift test reads it).
 */
async function main() {
  const generated = await generateOpenApi();
  if (process.argv.includes('--stdout')) {
    process.stdout.write(JSON.stringify(generated));
    return;
  }
  writeFileSync(join(REPO_ROOT, 'openapi.yaml'), generated.yaml);
  writeFileSync(join(REPO_ROOT, 'libs/src/api-schema.ts'), generated.types);
  console.log('wrote openapi.yaml and libs/src/api-schema.ts');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
