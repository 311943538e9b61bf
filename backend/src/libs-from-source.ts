/**
 * ts-node only (tsconfig.json "ts-node.require"): resolves `@pt/libs/<name>` to libs/src/<name>.ts, as the
 * type-checker (tsconfig paths) and Jest (moduleNameMapper) do, so the CLIs run by ts-node (`npm run openapi`,
 * the migrations CLI) work before libs is built. The built backend loads libs/dist through node_modules.
 */
import Module = require('node:module');
import { join } from 'node:path';

const LIBS_SOURCE = join(__dirname, '../../libs/src');
type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: Resolve };
const resolve = moduleWithResolver._resolveFilename;
moduleWithResolver._resolveFilename = function (request: string, ...rest: unknown[]) {
  const match = /^@pt\/libs\/([\w-]+)$/.exec(request);
  return resolve.call(this, match ? join(LIBS_SOURCE, match[1]) : request, ...rest);
};
