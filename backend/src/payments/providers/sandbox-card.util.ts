/** Stripe's test card numbers that the sandbox mirrors (RELIABILITY.md); any other Luhn-valid number succeeds. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  lostCard: '4000000000009987',
  stolenCard: '4000000000009979',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  // 3-D Secure: the payment waits for the customer's authentication (requires_action), then succeeds or fails.
  authenticationRequired: '4000002500003155',
  threeDSecure2Required: '4000000000003220',
  alwaysAuthenticate: '4000002760003184',
} as const;

const AUTHENTICATED_CARDS: readonly string[] = [
  SANDBOX_TEST_CARDS.authenticationRequired,
  SANDBOX_TEST_CARDS.threeDSecure2Required,
  SANDBOX_TEST_CARDS.alwaysAuthenticate,
];

/**
 * A failed or abandoned 3-D Secure challenge, as Stripe reports it: the intent goes back to requires_payment_method
 * with this code. The message is the one Stripe.js shows the customer (the intent's own is meant for developers).
 */
export const AUTHENTICATION_FAILURE = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

export interface SandboxCard {
  number: string;
  expMonth: number;
  /** Four digits, or two (read as 20xx). */
  expYear: number;
  cvc: string;
}

export type CardFailureCode = 'incorrect_number' | 'expired_card' | 'incorrect_cvc' | 'card_declined';

/** An accepted card either pays at once or first needs the customer's 3-D Secure authentication. */
export type CardCheck =
  { ok: true; requiresAuthentication: boolean } | { ok: false; code: CardFailureCode; declineCode: string | null; message: string };

// The English messages Stripe gives for these failures (the payment side shows known codes in the user's language).
const MESSAGES: Record<CardFailureCode | 'insufficient_funds', string> = {
  incorrect_number: 'Your card number is incorrect.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

const fail = (code: CardFailureCode, declineCode: string | null = null): CardCheck => ({
  ok: false,
  code,
  declineCode,
  message: declineCode === 'insufficient_funds' ? MESSAGES.insufficient_funds : MESSAGES[code],
});

/** Digits of a card number as typed ("4242 4242-4242 4242"); null if anything else is in it. */
export function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

// The Luhn check digit test (ISO/IEC 7812): from the right, double every second digit, subtract 9 above 9, sum % 10.
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// A card is valid through the last day of its expiry month (compared in UTC).
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return year < nowYear || (year === nowYear && expMonth < nowMonth);
}

// What the sandbox answers for a card, in Stripe's order: the number (12–19 digits, Luhn), the expiry date, the
// security code (3–4 digits), then the test numbers that decline or need 3-D Secure; everything else is accepted.
export function checkSandboxCard(card: SandboxCard, now: Date): CardCheck {
  const digits = cardDigits(card.number);
  if (!digits || digits.length < 12 || digits.length > 19 || !luhnValid(digits)) return fail('incorrect_number');
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || cardExpired(card.expMonth, card.expYear, now)) {
    return fail('expired_card');
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return fail('incorrect_cvc');
  switch (digits) {
    case SANDBOX_TEST_CARDS.declined:
      return fail('card_declined', 'generic_decline');
    case SANDBOX_TEST_CARDS.insufficientFunds:
      return fail('card_declined', 'insufficient_funds');
    case SANDBOX_TEST_CARDS.lostCard:
      return fail('card_declined', 'lost_card');
    case SANDBOX_TEST_CARDS.stolenCard:
      return fail('card_declined', 'stolen_card');
    case SANDBOX_TEST_CARDS.expiredCard:
      return fail('expired_card');
    case SANDBOX_TEST_CARDS.incorrectCvc:
      return fail('incorrect_cvc');
    default:
      return { ok: true, requiresAuthentication: AUTHENTICATED_CARDS.includes(digits) };
  }
}
