/** Encodings the build precompresses files in, best first. */
export type PrecompressedEncoding = 'br' | 'gzip';
const PREFERENCE: PrecompressedEncoding[] = ['br', 'gzip'];

/**
 * The precompressed variant to send for an Accept-Encoding header: the best available encoding (brotli, then gzip)
 * that the client accepts with a non-zero q (a `*` covers the ones it does not name); undefined means identity.
 */
export function pickEncoding(header: string | undefined, available: readonly PrecompressedEncoding[]): PrecompressedEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (encoding: string) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return PREFERENCE.find((encoding) => available.includes(encoding) && accepted(encoding));
}
