/** Express's `trust proxy`: trust no proxy, the N nearest hops, or the listed addresses, subnets and ranges. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = 'loopback|linklocal|uniquelocal';
const IPV4 = String.raw`(?:\d{1,3}\.){3}\d{1,3}(?:/\d{1,2})?`;
const IPV6 = String.raw`[0-9a-fA-F]*:[0-9a-fA-F:.]*(?:/\d{1,3})?`;
const ENTRY = `(?:${NAMED_RANGES}|${IPV4}|${IPV6})`;

/** "false", a hop count (0-99) or a comma-separated list of addresses, subnets and named ranges. */
export const TRUST_PROXY_PATTERN = new RegExp(String.raw`^(?:false|\d{1,2}|${ENTRY}(?:\s*,\s*${ENTRY})*)$`);
export const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be false, a hop count (e.g. 1), or a comma-separated list of proxy addresses, subnets or loopback/linklocal/uniquelocal (never true: any client could then set its own IP)';

/**
 * TRUST_PROXY as Express wants it. Unset: one hop in production (the documented deployment has one proxy in front),
 * loopback otherwise (a developer's proxy on the same machine).
 */
export function parseTrustProxy(value: string | undefined, isProduction: boolean): TrustProxy {
  if (value === undefined || value.trim() === '') return isProduction ? 1 : ['loopback'];
  const text = value.trim();
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim());
}
