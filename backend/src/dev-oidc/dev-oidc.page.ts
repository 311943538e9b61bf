import { DEV_OIDC_DEFAULT_EMAIL } from './dev-oidc.accounts';

export type DevOidcLanguage = 'en' | 'fr';

const TEXTS = {
  en: {
    title: 'Development sign-in',
    intro:
      'PageTranslate runs without a Google client, so this page stands in for Google. Type any e-mail address to sign in as that user; no password is needed.',
    label: 'E-mail address',
    hint: `Any address with an @ works, for example ${DEV_OIDC_DEFAULT_EMAIL}.`,
    invalid: 'Enter an e-mail address containing @.',
    continue: 'Continue',
    cancel: 'Cancel',
    language: 'Language',
    expiredTitle: 'Sign-in expired',
    expired: 'This sign-in request has expired or was already used. Go back to PageTranslate and sign in again.',
  },
  fr: {
    title: 'Connexion de développement',
    intro:
      'PageTranslate fonctionne sans client Google : cette page remplace donc Google. Saisissez n’importe quelle adresse courriel pour vous connecter sous cet utilisateur ; aucun mot de passe n’est demandé.',
    label: 'Adresse courriel',
    hint: `Toute adresse contenant un @ convient, par exemple ${DEV_OIDC_DEFAULT_EMAIL}.`,
    invalid: 'Saisissez une adresse courriel contenant un @.',
    continue: 'Continuer',
    cancel: 'Annuler',
    language: 'Langue',
    expiredTitle: 'Connexion expirée',
    expired: 'Cette demande de connexion a expiré ou a déjà servi. Retournez sur PageTranslate et connectez-vous de nouveau.',
  },
} satisfies Record<DevOidcLanguage, Record<string, string>>;

/** `?lng=`, then the frontend's i18next cookie, then the authorization request's ui_locales, else English. */
export function pickDevOidcLanguage(candidates: Array<string | undefined>): DevOidcLanguage {
  for (const candidate of candidates) {
    for (const tag of (candidate ?? '').split(/[\s,]+/)) {
      const primary = tag.toLowerCase().split(/[-_]/)[0];
      if (primary === 'en' || primary === 'fr') return primary;
    }
  }
  return 'en';
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f23; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input[type=email] { box-sizing: border-box; width: 100%; font-size: 1rem; padding: .6rem; border: 1px solid #5f6b76; border-radius: 4px; }
  input[aria-invalid=true] { border-color: #b00020; }
  .hint { color: #49525a; font-size: .9rem; margin: .25rem 0 1rem; }
  .error { color: #b00020; font-weight: 600; margin: .25rem 0; }
  .actions { display: flex; gap: .75rem; }
  button { font-size: 1rem; padding: .6rem 1.2rem; border-radius: 4px; border: 1px solid #1a56db; cursor: pointer; }
  button[value=continue] { background: #1a56db; color: #fff; }
  button[value=cancel] { background: #fff; color: #1a56db; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  nav { margin-top: 1.5rem; font-size: .9rem; }
  nav a { margin-right: .75rem; color: #1a56db; }
`;

function layout(lang: DevOidcLanguage, title: string, body: string, languageLinks: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · PageTranslate</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<nav aria-label="${escapeHtml(TEXTS[lang].language)}">${languageLinks}</nav>
</main>
</body>
</html>`;
}

function languageLinks(pagePath: string, current: DevOidcLanguage): string {
  return (['en', 'fr'] as const)
    .map((lng) => {
      const name = lng === 'en' ? 'English' : 'Français';
      const currentAttr = lng === current ? ' aria-current="true"' : '';
      return `<a href="${escapeHtml(pagePath)}?lng=${lng}" lang="${lng}" hreflang="${lng}"${currentAttr}>${name}</a>`;
    })
    .join('');
}

/** The e-mail form: one labelled field, hint and error tied to it with aria-describedby, no script. */
export function renderSignInPage(params: { lang: DevOidcLanguage; action: string; email?: string; invalid?: boolean }): string {
  const t = TEXTS[params.lang];
  const describedBy = params.invalid ? 'email-error email-hint' : 'email-hint';
  const body = `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<form method="post" action="${escapeHtml(params.action)}">
<input type="hidden" name="lng" value="${params.lang}">
<label for="email">${escapeHtml(t.label)}</label>
${params.invalid ? `<p id="email-error" class="error" role="alert">${escapeHtml(t.invalid)}</p>` : ''}
<input id="email" name="email" type="email" autocomplete="email" required autofocus spellcheck="false" value="${escapeHtml(
    params.email ?? DEV_OIDC_DEFAULT_EMAIL,
  )}" aria-describedby="${describedBy}"${params.invalid ? ' aria-invalid="true"' : ''}>
<p id="email-hint" class="hint">${escapeHtml(t.hint)}</p>
<div class="actions">
<button type="submit" name="action" value="continue">${escapeHtml(t.continue)}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>`;
  return layout(params.lang, t.title, body, languageLinks(params.action, params.lang));
}

/** Shown when the interaction cookie is missing or the request is stale. */
export function renderExpiredPage(params: { lang: DevOidcLanguage; pagePath: string }): string {
  const t = TEXTS[params.lang];
  const body = `<h1>${escapeHtml(t.expiredTitle)}</h1>
<p role="alert">${escapeHtml(t.expired)}</p>`;
  return layout(params.lang, t.expiredTitle, body, languageLinks(params.pagePath, params.lang));
}
