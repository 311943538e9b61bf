import { randomBytes } from 'node:crypto';

/** 32 symbols without the look-alikes 0/O and 1/I, so an order number read over the phone is unambiguous. */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ORDER_NUMBER_PATTERN = /^PT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/**
 * A human-readable order number such as `PT-7K3M-9QX2`: 8 symbols from a crypto-random source (40 bits).
 * The alphabet has 32 symbols, so 5 random bits pick one without modulo bias. Uniqueness is the database's job
 * (unique orderNumber): on the rare collision the caller generates another.
 */
export function generateOrderNumber(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(8);
  const symbols = Array.from(bytes, (b) => ORDER_NUMBER_ALPHABET[b & 31]).join('');
  return `PT-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
