import { CREDENTIALS_ERROR_DETAIL } from './credentials-error';
import { FALLBACK_LANGUAGE, isSupportedLanguage, type UiLanguage } from './languages';

export type Lang = UiLanguage;

export { CREDENTIALS_ERROR_DETAIL } from './credentials-error';

// English texts, worded exactly as the spec (sections 2, 5 and 8); keys are stable and shared by server and client.
// Entries marked "(ours)" have no wording in the spec. Placeholders such as {status} are filled by message().
const en = {
  // Billing address (spec 5)
  streetRequired: 'Street Address is required',
  cityRequired: 'City is required',
  requiredField: 'Required field',
  countryRequired: 'Country is required',
  postalCodeInvalid: 'Invalid postal code', // (ours)
  zipCodeInvalid: 'Invalid zip code', // (ours)
  // Waitlist
  waitlistReasonRequired: 'Required field.',
  // Contact and invitation
  required: 'Required',
  invalidEmailFormat: 'Invalid email format',
  // Enterprise login, forgot password
  enterValidEmail: 'Enter a valid email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  // Enterprise registration and password reset
  activationCodeRequired: 'Activation code is required', // (ours)
  activationCodeTooShort: 'Activation code must be at least 6 characters', // (ours)
  passwordTooShort: 'Password must be at least 8 characters', // (ours: the spec's reset said 5; issue 2.1 asks 8 everywhere)
  passwordTooLong: 'Password must be at most 128 characters', // (ours)
  confirmPasswordRequired: 'Please confirm your password', // (ours)
  passwordsMustMatch: 'Passwords must match',
  commonPassword: 'This password is too common. Please choose a less predictable one.', // (ours)
  emailNotFound: 'Email not found',
  organizationNotFound: 'Organization not found',
  invalidResetLink: 'Invalid password reset link. Please request a new one.',
  // Create organisation
  organizationNameRequired: 'Organization name is required',
  pagePriceRequired: 'Page price is required',
  pagePriceMinCreate: 'Price must be above 0.75',
  incentivePriceMin: 'Price must be above 0.50',
  priceInvalid: 'Enter a price with at most 2 decimals', // (ours)
  contactNameRequired: 'Contact name is required',
  invalidEmail: 'Invalid email',
  emailOrPhoneRequired: 'Either email or phone is required',
  organizationStreetRequired: 'Street is required',
  regionRequired: 'Region is required',
  postalCodeRequired: 'Postal code is required',
  // Price plan update (the LDI minimum reuses the "Base price" wording, as the spec does)
  basePriceRequired: 'Base price is required',
  basePriceMin: 'Base price must be at least $1.00',
  ldiPriceMin: 'Base price must be at least $0.50',
  ldiPriceBelowBase: 'LDI price must be less than the base price',
  // Registration invitation
  languageRequired: 'Language is required',
  languageInvalid: 'Language must be English or French', // (ours)
  // Files
  pdfOnly: 'Only PDF files are accepted', // (ours)
  // Error catalogue (spec 8)
  invalidCredentials: CREDENTIALS_ERROR_DETAIL,
  anErrorOccurred: 'An error occurred',
  fetchAccountManagerFailed: 'Failed to fetch account manager',
  fetchPaygSalesFailed: 'Failed to fetch PAYG sales',
  fetchAccountManagerOrganizationsFailed: 'Failed to fetch account manager organizations',
  createEnterpriseAccountFailed: 'Failed to create enterprise account',
  updatePaygPricePlanFailed: 'Failed to update payg price plan',
  paymentFailed: 'Payment failed.',
  oopsSomethingWentWrong: 'Oops! Something went wrong.',
  paymentNotCreated: 'Could not create payment. Try again later',
  unknownPaymentStatus: 'Unknown payment status: {status}',
  missingPaygQuote: 'Missing PAY-G Translation Quote data',
  missingUser: 'Missing User data',
  noPaymentInformation: 'No payment information available',
  missingQuote: 'Missing quote data',
  pricingInfoNotFound: 'Could not find pricing info',
  waitlistFailed: 'Oops! Something went wrong, please try again or email us via our contact form.',
  contactFailed: 'Something went wrong. Please try again later.',
  enterpriseLoginFailed: 'Something went wrong',
  registrationFailed: 'Account creation failed. Please try again.',
  forgotPasswordFailed: 'Error: Something went wrong. Contact support.',
  resetPasswordFailed: 'Error: Failed to reset password. Please try again or contact support.',
  noDocumentForDownload: 'No document available for download',
  downloadFailed: 'Failed to download document',
  preparingDownload: 'Preparing download...',
  downloadStarted: 'Download started',
  notAccountManager: 'User is not an account manager',
  noUserInfo: 'No user info found',
  fetchAccountsFailed: 'Fetching accounts data failed',
  accountManagerNotFound: 'Account Manager not found',
  createOrganizationFailed: 'Failed to create organization. Please try again later.',
  updatePaygPricingPlanFailed: 'Could not update payg pricing plan',
  sendRegistrationEmailFailed: 'Failed to send registration email: {reason}',
  submitRegistrationFailed: 'Failed to submit registration: {reason}',
  organizationCreated: 'Organization created successfully',
  paygPricingPlanUpdated: 'Payg pricing plan updated successfully',
  registrationEmailSent: 'Registration email sent successfully',
  somethingWentWrong: 'Something went wrong.',
  // Two-step sign-in (ours, issue 2.1): enterprise sign-in and the portal's security page
  secondFactorCodeRequired: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeRequired: 'Enter one of your recovery codes',
  secondFactorCodeInvalid: 'This code is not valid. Enter the newest code of your authenticator app, or a recovery code.',
  secondFactorChallengeExpired: 'Your sign-in has expired. Please enter your e-mail and password again.',
  secondFactorEnrolmentRequired: 'Internal administrators must turn on two-step sign-in before anything else.',
  secondFactorAlreadyEnabled: 'Two-step sign-in is already on for this account.',
  secondFactorNoPendingEnrolment: 'No authenticator app is waiting for confirmation. Please start the set-up again.',
  secondFactorNotEnabled: 'Two-step sign-in is not on for this account.',
} as const;

export type MessageKey = keyof typeof en;

// French (Canadian usage: "courriel", "soumission"); same keys and placeholders as English.
const fr: Record<MessageKey, string> = {
  streetRequired: "L'adresse municipale est obligatoire",
  cityRequired: 'La ville est obligatoire',
  requiredField: 'Champ obligatoire',
  countryRequired: 'Le pays est obligatoire',
  postalCodeInvalid: 'Code postal invalide',
  zipCodeInvalid: 'Code ZIP invalide',
  waitlistReasonRequired: 'Champ obligatoire.',
  required: 'Obligatoire',
  invalidEmailFormat: "Format d'adresse courriel invalide",
  enterValidEmail: 'Entrez une adresse courriel valide',
  emailRequired: "L'adresse courriel est obligatoire",
  passwordRequired: 'Le mot de passe est obligatoire',
  activationCodeRequired: "Le code d'activation est obligatoire",
  activationCodeTooShort: "Le code d'activation doit contenir au moins 6 caractères",
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordTooLong: 'Le mot de passe doit contenir au plus 128 caractères',
  confirmPasswordRequired: 'Veuillez confirmer votre mot de passe',
  passwordsMustMatch: 'Les mots de passe doivent être identiques',
  commonPassword: 'Ce mot de passe est trop courant. Veuillez en choisir un moins prévisible.',
  emailNotFound: 'Adresse courriel introuvable',
  organizationNotFound: 'Organisation introuvable',
  invalidResetLink: 'Lien de réinitialisation du mot de passe invalide. Veuillez en demander un nouveau.',
  organizationNameRequired: "Le nom de l'organisation est obligatoire",
  pagePriceRequired: 'Le prix par page est obligatoire',
  pagePriceMinCreate: 'Le prix doit être supérieur à 0,75',
  incentivePriceMin: 'Le prix doit être supérieur à 0,50',
  priceInvalid: 'Entrez un prix comportant au plus 2 décimales',
  contactNameRequired: 'Le nom de la personne-ressource est obligatoire',
  invalidEmail: 'Adresse courriel invalide',
  emailOrPhoneRequired: 'Un courriel ou un numéro de téléphone est obligatoire',
  organizationStreetRequired: "L'adresse est obligatoire",
  regionRequired: 'La région est obligatoire',
  postalCodeRequired: 'Le code postal est obligatoire',
  basePriceRequired: 'Le prix de base est obligatoire',
  basePriceMin: "Le prix de base doit être d'au moins 1,00 $",
  ldiPriceMin: "Le prix de base doit être d'au moins 0,50 $",
  ldiPriceBelowBase: 'Le prix LDI doit être inférieur au prix de base',
  languageRequired: 'La langue est obligatoire',
  languageInvalid: "La langue doit être l'anglais ou le français",
  pdfOnly: 'Seuls les fichiers PDF sont acceptés',
  invalidCredentials: 'Impossible de valider les identifiants, ou le jeton a expiré',
  anErrorOccurred: "Une erreur s'est produite",
  fetchAccountManagerFailed: 'Impossible de récupérer le gestionnaire de comptes',
  fetchPaygSalesFailed: 'Impossible de récupérer les ventes PAYG',
  fetchAccountManagerOrganizationsFailed: 'Impossible de récupérer les organisations du gestionnaire de comptes',
  createEnterpriseAccountFailed: 'Impossible de créer le compte entreprise',
  updatePaygPricePlanFailed: 'Impossible de mettre à jour le forfait de tarification PAYG',
  paymentFailed: 'Le paiement a échoué.',
  oopsSomethingWentWrong: "Oups! Une erreur s'est produite.",
  paymentNotCreated: 'Impossible de créer le paiement. Réessayez plus tard',
  unknownPaymentStatus: 'Statut de paiement inconnu : {status}',
  missingPaygQuote: 'Données de soumission de traduction PAY-G manquantes',
  missingUser: "Données de l'utilisateur manquantes",
  noPaymentInformation: 'Aucune information de paiement disponible',
  missingQuote: 'Données de soumission manquantes',
  pricingInfoNotFound: 'Informations de tarification introuvables',
  waitlistFailed: "Oups! Une erreur s'est produite. Veuillez réessayer ou nous écrire au moyen de notre formulaire de contact.",
  contactFailed: "Une erreur s'est produite. Veuillez réessayer plus tard.",
  enterpriseLoginFailed: "Une erreur s'est produite",
  registrationFailed: 'La création du compte a échoué. Veuillez réessayer.',
  forgotPasswordFailed: "Erreur : une erreur s'est produite. Communiquez avec le soutien technique.",
  resetPasswordFailed:
    'Erreur : la réinitialisation du mot de passe a échoué. Veuillez réessayer ou communiquer avec le soutien technique.',
  noDocumentForDownload: 'Aucun document disponible pour le téléchargement',
  downloadFailed: 'Échec du téléchargement du document',
  preparingDownload: 'Préparation du téléchargement...',
  downloadStarted: 'Téléchargement commencé',
  notAccountManager: "L'utilisateur n'est pas un gestionnaire de comptes",
  noUserInfo: "Aucune information sur l'utilisateur trouvée",
  fetchAccountsFailed: 'La récupération des données des comptes a échoué',
  accountManagerNotFound: 'Gestionnaire de comptes introuvable',
  createOrganizationFailed: "Impossible de créer l'organisation. Veuillez réessayer plus tard.",
  updatePaygPricingPlanFailed: 'La mise à jour du forfait de tarification PAYG a échoué',
  sendRegistrationEmailFailed: "Échec de l'envoi du courriel d'inscription : {reason}",
  submitRegistrationFailed: "Échec de l'envoi de l'inscription : {reason}",
  organizationCreated: 'Organisation créée avec succès',
  paygPricingPlanUpdated: 'Forfait de tarification PAYG mis à jour avec succès',
  registrationEmailSent: "Courriel d'inscription envoyé avec succès",
  somethingWentWrong: "Une erreur s'est produite.",
  secondFactorCodeRequired: "Entrez le code à 6 chiffres de votre application d'authentification",
  recoveryCodeRequired: "Entrez l'un de vos codes de récupération",
  secondFactorCodeInvalid:
    "Ce code n'est pas valide. Entrez le code le plus récent de votre application d'authentification, ou un code de récupération.",
  secondFactorChallengeExpired: 'Votre connexion a expiré. Veuillez entrer de nouveau votre adresse courriel et votre mot de passe.',
  secondFactorEnrolmentRequired: 'Les administrateurs internes doivent activer la connexion en deux étapes avant toute autre chose.',
  secondFactorAlreadyEnabled: 'La connexion en deux étapes est déjà activée pour ce compte.',
  secondFactorNoPendingEnrolment: "Aucune application d'authentification n'attend de confirmation. Veuillez recommencer la configuration.",
  secondFactorNotEnabled: "La connexion en deux étapes n'est pas activée pour ce compte.",
};

export const MESSAGES: Readonly<Record<Lang, Readonly<Record<MessageKey, string>>>> = { en, fr };

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(en, value);
}

// Looks up a message; an unsupported language falls back to English, and {name} placeholders are filled from params.
// A placeholder with no matching param is left as is, so a missing value is visible rather than silently blank.
export function message(key: MessageKey, lang: Lang = FALLBACK_LANGUAGE, params?: Record<string, string | number>): string {
  const text = MESSAGES[isSupportedLanguage(lang) ? lang : FALLBACK_LANGUAGE][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : placeholder,
  );
}
