/**
 * oidc-provider prints development notices (devInteractions enabled, default TTLs…) through console.warn/info.
 * The fake providers of the tests use those defaults on purpose, so this drops the lines starting with
 * "oidc-provider " for the rest of the test file and leaves every other console message alone.
 */
export function quietOidcProvider<T>(create: () => T): T {
  for (const level of ['warn', 'info'] as const) {
    const original = console[level];
    if ((original as { quiet?: boolean }).quiet) continue;
    const filtered = (...args: unknown[]) => {
      // eslint-disable-next-line no-control-regex -- matches the terminal colour escape before oidc-provider's messages
      if (typeof args[0] === 'string' && /^(\x1b\[[\d;]*m)?oidc-provider /.test(args[0])) return;
      original.apply(console, args);
    };
    console[level] = Object.assign(filtered, { quiet: true });
  }
  return create();
}
