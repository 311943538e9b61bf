import { createHmac } from 'node:crypto';

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** UTC calendar day, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Privacy rule for visitor counting: the day's salt is HMAC(serverKey, day) and the visitor hash is
 * HMAC(salt, ip + user agent), so no IP or user agent is stored and hashes of different days cannot be linked.
 */
export function dailyVisitorHash(params: { serverKey: string | Buffer; day: string; ip: string; userAgent: string }): string {
  const salt = hmac(params.serverKey, `visitor-salt:${params.day}`);
  return hmac(salt, `${params.ip}\n${params.userAgent}`).toString('hex');
}
