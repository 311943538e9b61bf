import { PAYMENT_STATUSES, PaymentStatus } from './entities/payment.entity';
import { cardErrorText, failureCodeOf } from './payment-messages.util';
import {
  isClientReportedStatus,
  isFinalStatus,
  nextPaymentStatus,
  paymentStatusOfIntent,
  refundOutcome,
  successOutcome,
} from './payment-status.util';

describe('paymentStatusOfIntent', () => {
  const error = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };

  it.each([
    ['succeeded', null, 'succeeded'],
    ['canceled', null, 'cancelled'],
    ['processing', null, 'processing'],
    ['requires_capture', null, 'processing'],
    ['requires_action', null, 'requires_action'],
    ['requires_payment_method', null, 'requires_payment_method'],
    ['requires_confirmation', null, 'requires_payment_method'],
    ['requires_payment_method', error, 'payment_failed'],
    ['something_new', null, 'processing'],
  ] as const)('%s (error: %s) → %s', (status, lastError, expected) => {
    expect(paymentStatusOfIntent({ status, lastError })).toBe(expected);
  });
});

describe('nextPaymentStatus', () => {
  it('never undoes a success: late failures, cancellations and repeats leave it succeeded', () => {
    for (const observed of PAYMENT_STATUSES.filter((s) => s !== 'refunded')) {
      expect(nextPaymentStatus('succeeded', observed)).toBe('succeeded');
    }
    expect(nextPaymentStatus('succeeded', 'refunded')).toBe('refunded');
  });

  it('keeps refunded for good (the provider\'s intent stays "succeeded" after a refund)', () => {
    for (const observed of PAYMENT_STATUSES) expect(nextPaymentStatus('refunded', observed)).toBe('refunded');
  });

  it('keeps cancelled, except for money the provider says it took', () => {
    expect(nextPaymentStatus('cancelled', 'payment_failed')).toBe('cancelled');
    expect(nextPaymentStatus('cancelled', 'requires_payment_method')).toBe('cancelled');
    expect(nextPaymentStatus('cancelled', 'succeeded')).toBe('succeeded');
  });

  it('follows the provider while the payment is open, in any order', () => {
    const open: PaymentStatus[] = ['uninitialized', 'requires_payment_method', 'requires_action', 'processing', 'payment_failed'];
    for (const current of open) {
      for (const observed of PAYMENT_STATUSES) expect(nextPaymentStatus(current, observed)).toBe(observed);
    }
  });
});

describe('isFinalStatus and isClientReportedStatus', () => {
  it('names the final statuses', () => {
    expect(PAYMENT_STATUSES.filter(isFinalStatus)).toEqual(['succeeded', 'cancelled', 'refunded']);
  });

  it('accepts the words a browser reports and nothing else', () => {
    for (const word of ['succeeded', 'payment_failed', 'cancelled', 'processing', 'requires_action', 'requires_payment_method']) {
      expect(isClientReportedStatus(word)).toBe(true);
    }
    for (const word of ['refunded', 'uninitialized', 'paid', 'SUCCEEDED', '']) expect(isClientReportedStatus(word)).toBe(false);
  });
});

describe('successOutcome', () => {
  it('fulfils the first success of an unpaid translation waiting for payment', () => {
    expect(successOutcome({ otherPaymentSettled: false, translationStatus: 'created', translationPaidAt: null })).toBe('fulfil');
  });

  it('fulfils again after a crash (the translation already marked paid by this payment)', () => {
    expect(successOutcome({ otherPaymentSettled: false, translationStatus: 'in-progress', translationPaidAt: new Date() })).toBe('fulfil');
  });

  it('refunds a second payment for a paid translation', () => {
    expect(successOutcome({ otherPaymentSettled: true, translationStatus: 'created', translationPaidAt: new Date() })).toBe('refund');
    expect(successOutcome({ otherPaymentSettled: true, translationStatus: 'created', translationPaidAt: null })).toBe('refund');
  });

  it('refunds a payment for a translation that ended unpaid', () => {
    expect(successOutcome({ otherPaymentSettled: false, translationStatus: 'cancelled', translationPaidAt: null })).toBe('refund');
    expect(successOutcome({ otherPaymentSettled: false, translationStatus: 'failed', translationPaidAt: null })).toBe('refund');
  });
});

describe('refundOutcome', () => {
  it.each([
    ['succeeded', 'refunded'],
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ])('%s → %s', (status, outcome) => {
    expect(refundOutcome(status)).toBe(outcome);
  });
});

describe('card failure texts', () => {
  it('stores the decline code beside the code', () => {
    expect(failureCodeOf({ code: 'card_declined', declineCode: 'insufficient_funds' })).toBe('card_declined:insufficient_funds');
    expect(failureCodeOf({ code: 'expired_card', declineCode: null })).toBe('expired_card');
    expect(failureCodeOf({ code: null, declineCode: null })).toBeNull();
  });

  it('translates the codes it knows and shows any other provider message as it is', () => {
    expect(cardErrorText('card_declined:generic_decline', 'Your card was declined.', 'fr')).toBe('Votre carte a été refusée.');
    expect(cardErrorText('card_declined:insufficient_funds', 'x', 'en')).toBe('Your card has insufficient funds.');
    expect(cardErrorText('card_declined:insufficient_funds', 'x', 'fr')).toBe('Les fonds de votre carte sont insuffisants.');
    expect(cardErrorText('incorrect_cvc', 'x', 'fr')).toBe('Le code de sécurité de votre carte est incorrect.');
    expect(cardErrorText('processing_error', 'An error occurred while processing your card.', 'fr')).toBe(
      'An error occurred while processing your card.',
    );
    expect(cardErrorText(null, null, 'en')).toBeNull();
  });
});
