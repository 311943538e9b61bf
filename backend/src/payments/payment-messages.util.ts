import { AppLanguage } from '../common/language';

// Sentences of the payment endpoints in English and French. The spec's own messages ("Payment failed.",
// "Could not create payment. Try again later", "Unknown payment status: {status}") live in libs/messages.

type Bilingual = Record<AppLanguage, string>;

export const PAYMENT_TEXTS = {
  // Card answers of the sandbox provider, worded as Stripe words them.
  cardDeclined: { en: 'Your card was declined.', fr: 'Votre carte a été refusée.' },
  insufficientFunds: { en: 'Your card has insufficient funds.', fr: 'Les fonds de votre carte sont insuffisants.' },
  incorrectNumber: { en: 'Your card number is incorrect.', fr: 'Le numéro de votre carte est incorrect.' },
  expiredCard: { en: 'Your card has expired.', fr: 'Votre carte a expiré.' },
  incorrectCvc: { en: "Your card's security code is incorrect.", fr: 'Le code de sécurité de votre carte est incorrect.' },
  authenticationFailed: {
    en: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    fr: 'Nous ne parvenons pas à authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.',
  },
  // The payment endpoints.
  billingAddressRequired: { en: 'Add a billing address before paying.', fr: 'Ajoutez une adresse de facturation avant de payer.' },
  unknownTaxRegion: {
    en: 'We cannot compute the taxes of this billing address: check its province or territory.',
    fr: 'Nous ne pouvons pas calculer les taxes de cette adresse de facturation : vérifiez sa province ou son territoire.',
  },
  translationNotFound: { en: 'Translation not found', fr: 'Traduction introuvable' },
  paymentNotFound: { en: 'Payment not found', fr: 'Paiement introuvable' },
  alreadyPaid: { en: 'This translation is already paid.', fr: 'Cette traduction est déjà payée.' },
  notPayable: { en: 'This translation can no longer be paid.', fr: 'Cette traduction ne peut plus être payée.' },
  quoteExpired: {
    en: 'This quote has expired. Please upload the document again.',
    fr: 'Cette soumission a expiré. Veuillez téléverser le document de nouveau.',
  },
  cannotCancelSucceeded: {
    en: 'This payment has already succeeded and cannot be cancelled.',
    fr: 'Ce paiement a déjà réussi et ne peut pas être annulé.',
  },
  notConfirmable: {
    en: 'This payment can no longer be confirmed.',
    fr: 'Ce paiement ne peut plus être confirmé.',
  },
  paymentsUnavailable: {
    en: 'Card payments are not available on this server.',
    fr: 'Les paiements par carte ne sont pas offerts sur ce serveur.',
  },
  providerFailed: {
    en: 'The payment provider could not be reached. Please try again later.',
    fr: 'Le fournisseur de paiement est injoignable. Veuillez réessayer plus tard.',
  },
  sandboxNotInUse: {
    en: 'The sandbox card provider is not in use on this server.',
    fr: 'Le fournisseur de cartes de test n’est pas utilisé sur ce serveur.',
  },
  // Redis (the job queue) is unavailable after a success: the payment stands, the reconciliation queues the order.
  queueUnavailable: {
    en: 'Your payment was received, but we cannot start your translation right now. It will start by itself within a few minutes: there is no need to pay again.',
    fr: 'Votre paiement a bien été reçu, mais nous ne pouvons pas lancer votre traduction pour le moment. Elle démarrera d’elle-même d’ici quelques minutes : inutile de payer de nouveau.',
  },
  amountMismatch: {
    en: 'The amount charged does not match this order. We have not started the translation; please contact us through the contact page.',
    fr: 'Le montant débité ne correspond pas à cette commande. Nous n’avons pas lancé la traduction ; veuillez nous écrire par la page de contact.',
  },
} satisfies Record<string, Bilingual>;

export type PaymentTextKey = keyof typeof PAYMENT_TEXTS;

export function paymentText(key: PaymentTextKey, lang: AppLanguage): string {
  return PAYMENT_TEXTS[key][lang] ?? PAYMENT_TEXTS[key].en;
}

/** Card error codes (Stripe's) whose message we know in both languages. */
const CARD_ERROR_TEXTS: Record<string, PaymentTextKey> = {
  card_declined: 'cardDeclined',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  payment_intent_authentication_failure: 'authenticationFailed',
};

/** One stored code for a failed attempt: `card_declined:insufficient_funds`, or the code alone. */
export function failureCodeOf(error: { code: string | null; declineCode: string | null }): string | null {
  if (!error.code) return null;
  return error.declineCode ? `${error.code}:${error.declineCode}` : error.code;
}

/**
 * The sentence for a failed card attempt in the user's language when the code (and decline code) is one we know,
 * else the provider's own message as it is (spec 8: provider messages are shown as they are).
 */
export function cardErrorText(storedCode: string | null, providerMessage: string | null, lang: AppLanguage): string | null {
  const [code, declineCode] = (storedCode ?? '').split(':');
  if (code === 'card_declined' && declineCode === 'insufficient_funds') return paymentText('insufficientFunds', lang);
  const key = code ? CARD_ERROR_TEXTS[code] : undefined;
  if (key) return paymentText(key, lang);
  return providerMessage;
}
