/**
 * ts-node only (tsconfig.json "ts-node.require"): resolves `@pt/libs/<name>` to libs/src/<name>.ts and
 * `@pt/document` (or `@pt/document/<path>`) to document/src/index.ts (or document/src/<path>.ts), as the
 * type-checker (tsconfig paths) and Jest (moduleNameMapper) do, so the CLIs and benches run by ts-node
 * (`npm run openapi`, `npm run bench`, the migrations CLI) work before libs and document are built. The built
 * backend loads libs/dist and document/dist through node_modules.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS Module object itself (not an interop copy) is patched below
import Module = require('node:module');
import { join } from 'node:path';

const LIBS_SOURCE = join(__dirname, '../../libs/src');
const DOCUMENT_SOURCE = join(__dirname, '../../document/src');
type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: Resolve };
const resolve = moduleWithResolver._resolveFilename;
moduleWithResolver._resolveFilename = function (request: string, ...rest: unknown[]) {
  const libs = /^@pt\/libs\/([\w-]+)$/.exec(request);
  if (libs) return resolve.call(this, join(LIBS_SOURCE, libs[1]), ...rest);
  const document = /^@pt\/document(?:\/([\w./-]+))?$/.exec(request);
  if (document) return resolve.call(this, join(DOCUMENT_SOURCE, document[1] ?? 'index'), ...rest);
  return resolve.call(this, request, ...rest);
};
