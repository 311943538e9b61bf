import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateOpenApi } from './openapi.generate';
import { REPO_ROOT } from '../config/app-config';

/** `npm run openapi`: writes openapi.yaml and the typed client schema, without starting a server. */
async function main() {
  const { yaml, types } = await generateOpenApi();
  writeFileSync(join(REPO_ROOT, 'openapi.yaml'), yaml);
  writeFileSync(join(REPO_ROOT, 'libs/src/api-schema.ts'), types);
  console.log('wrote openapi.yaml and libs/src/api-schema.ts');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
