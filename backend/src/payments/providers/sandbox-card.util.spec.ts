import { cardDigits, cardExpired, checkSandboxCard, luhnValid, SANDBOX_TEST_CARDS, SandboxCard } from './sandbox-card.util';

const NOW = new Date('2026-06-15T12:00:00Z');
const card = (overrides: Partial<SandboxCard> = {}): SandboxCard => ({
  number: SANDBOX_TEST_CARDS.succeeds,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['', false],
    ['42a2', false],
  ])('%s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('cardDigits', () => {
  it('drops the spaces and dashes people type, refuses anything else', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('4242 4242 4242 424x')).toBeNull();
  });
});

describe('cardExpired', () => {
  it('keeps a card valid through the last day of its month', () => {
    expect(cardExpired(6, 2026, NOW)).toBe(false);
    expect(cardExpired(5, 2026, NOW)).toBe(true);
    expect(cardExpired(12, 2025, NOW)).toBe(true);
    expect(cardExpired(1, 2027, NOW)).toBe(false);
  });

  it('reads a two-digit year as 20xx', () => {
    expect(cardExpired(7, 26, NOW)).toBe(false);
    expect(cardExpired(5, 26, NOW)).toBe(true);
  });
});

describe('checkSandboxCard', () => {
  it('accepts 4242… and any other Luhn-valid number', () => {
    expect(checkSandboxCard(card(), NOW)).toEqual({ ok: true, requiresAuthentication: false });
    expect(checkSandboxCard(card({ number: '5555 5555 5555 4444', cvc: '9876' }), NOW)).toEqual({
      ok: true,
      requiresAuthentication: false,
    });
  });

  it.each([
    ['4000 0025 0000 3155', 'authentication required'],
    ['4000 0000 0000 3220', '3DS2 required'],
    ['4000 0027 6000 3184', 'always authenticate'],
  ])('accepts %s (%s) pending 3-D Secure authentication', (number) => {
    expect(checkSandboxCard(card({ number }), NOW)).toEqual({ ok: true, requiresAuthentication: true });
  });

  it('checks a 3-D Secure card like any other before asking for authentication', () => {
    expect(checkSandboxCard(card({ number: SANDBOX_TEST_CARDS.authenticationRequired, expYear: 2025 }), NOW)).toMatchObject({
      ok: false,
      code: 'expired_card',
    });
    expect(checkSandboxCard(card({ number: SANDBOX_TEST_CARDS.threeDSecure2Required, cvc: '12' }), NOW)).toMatchObject({
      ok: false,
      code: 'incorrect_cvc',
    });
  });

  it("declines 4000 0000 0000 0002 and 4000 0000 0000 9995 with Stripe's codes and messages", () => {
    expect(checkSandboxCard(card({ number: SANDBOX_TEST_CARDS.declined }), NOW)).toEqual({
      ok: false,
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(checkSandboxCard(card({ number: SANDBOX_TEST_CARDS.insufficientFunds }), NOW)).toEqual({
      ok: false,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('checks the number, then the expiry, then the security code', () => {
    expect(checkSandboxCard(card({ number: '4242424242424241', expYear: 2020, cvc: '1' }), NOW)).toMatchObject({
      code: 'incorrect_number',
    });
    expect(checkSandboxCard(card({ number: '4242', expYear: 2020 }), NOW)).toMatchObject({ code: 'incorrect_number' });
    expect(checkSandboxCard(card({ expMonth: 5, expYear: 2026, cvc: '1' }), NOW)).toMatchObject({
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect(checkSandboxCard(card({ expMonth: 13 }), NOW)).toMatchObject({ code: 'expired_card' });
    for (const cvc of ['12', '12345', '12a']) {
      expect(checkSandboxCard(card({ cvc }), NOW)).toMatchObject({
        code: 'incorrect_cvc',
        message: "Your card's security code is incorrect.",
      });
    }
  });

  it("mirrors Stripe's expired-card and wrong-CVC test numbers", () => {
    expect(checkSandboxCard(card({ number: SANDBOX_TEST_CARDS.expiredCard }), NOW)).toMatchObject({ code: 'expired_card' });
    expect(checkSandboxCard(card({ number: SANDBOX_TEST_CARDS.incorrectCvc }), NOW)).toMatchObject({ code: 'incorrect_cvc' });
    expect(checkSandboxCard(card({ number: SANDBOX_TEST_CARDS.lostCard }), NOW)).toMatchObject({
      code: 'card_declined',
      declineCode: 'lost_card',
    });
  });
});
