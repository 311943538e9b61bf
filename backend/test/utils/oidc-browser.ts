/**
 * A headless stand-in for the browser in an OpenID Connect authorization code flow: plain HTTP requests that follow
 * redirects by hand, keep cookies, and submit the HTML forms the provider shows (login, consent) the way a user
 * clicking the first submit button would, until the provider redirects to our callback with a code.
 */

export interface AuthorizationRequest {
  authUrl: string;
  clientId: string;
  redirectUri: string;
  scope?: string;
  state?: string;
  nonce?: string;
  /** Added to the authorization URL (e.g. ui_locales, login_hint). */
  extraParams?: Record<string, string>;
  /** Values typed into the forms, by input name (inputs not listed keep their value). */
  fields: Record<string, string>;
  /** The whole authorization URL, as the product's POST /auth/google/start answers it (then the parts above are not used to build it). */
  url?: string;
}

export interface AuthorizationResponse {
  code: string;
  state: string | null;
  /** The callback URL the provider redirected to. */
  callbackUrl: URL;
  /** Every page (HTML) the flow went through, in order. */
  pages: Array<{ url: string; status: number; html: string }>;
}

/** The provider's authorization URL as the product's sign-in button builds it (code flow, scope openid email). */
export function authorizationUrl(req: Omit<AuthorizationRequest, 'fields'>): string {
  const url = new URL(req.authUrl);
  url.searchParams.set('client_id', req.clientId);
  url.searchParams.set('redirect_uri', req.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', req.scope ?? 'openid email');
  if (req.state !== undefined) url.searchParams.set('state', req.state);
  if (req.nonce !== undefined) url.searchParams.set('nonce', req.nonce);
  for (const [name, value] of Object.entries(req.extraParams ?? {})) url.searchParams.set(name, value);
  return url.href;
}

/** Runs the whole flow and answers the code; throws with the provider's error or the last page when it stops. */
export async function obtainAuthorizationCode(req: AuthorizationRequest, maxSteps = 20): Promise<AuthorizationResponse> {
  const browser = new HeadlessBrowser();
  const callback = new URL(req.redirectUri);
  const pages: AuthorizationResponse['pages'] = [];
  let next: { url: string; init?: RequestInit } = { url: req.url ?? authorizationUrl(req) };
  for (let step = 0; step < maxSteps; step++) {
    const res = await browser.request(next.url, next.init);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const target = new URL(location, next.url);
      if (target.origin === callback.origin && target.pathname === callback.pathname) {
        const error = target.searchParams.get('error');
        if (error) throw new Error(`provider answered ${error}: ${target.searchParams.get('error_description') ?? ''}`);
        const code = target.searchParams.get('code');
        if (!code) throw new Error(`callback without code: ${target.href}`);
        return { code, state: target.searchParams.get('state'), callbackUrl: target, pages };
      }
      next = { url: target.href };
      continue;
    }
    const html = await res.text();
    pages.push({ url: next.url, status: res.status, html });
    const form = parseFirstForm(html);
    if (!form || res.status >= 400) throw new Error(`flow stopped at ${next.url} (${res.status}): ${html.slice(0, 500)}`);
    next = form.submission(next.url, req.fields);
  }
  throw new Error(`no callback after ${maxSteps} steps`);
}

/** fetch without automatic redirects, with a cookie jar honouring Path and expiry (enough for one host). */
export class HeadlessBrowser {
  private readonly cookies = new Map<string, { name: string; value: string; path: string; host: string }>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = [...this.cookies.values()]
      .filter((c) => c.host === target.host && pathMatches(target.pathname, c.path))
      .map((c) => `${c.name}=${c.value}`);
    if (headers.has('cookie')) cookie.unshift(headers.get('cookie')!);
    if (cookie.length > 0) headers.set('cookie', cookie.join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) this.store(target, line);
    return res;
  }

  private store(origin: URL, line: string): void {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = origin.pathname.replace(/\/[^/]*$/, '') || '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key, ...rest] = attribute.split('=');
      const attrValue = rest.join('=');
      if (key.toLowerCase() === 'path') path = attrValue || '/';
      if (key.toLowerCase() === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
      if (key.toLowerCase() === 'max-age' && Number(attrValue) <= 0) expired = true;
    }
    const key = `${origin.host}|${path}|${name}`;
    if (expired) this.cookies.delete(key);
    else this.cookies.set(key, { name, value, path, host: origin.host });
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  return requestPath === cookiePath || requestPath.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);
}

export interface HtmlForm {
  action: string;
  method: string;
  /** Named inputs with their initial values (hidden fields included), in document order. */
  inputs: Array<{ name: string; type: string; value: string }>;
  /** The first submit button, which a user pressing Enter or clicking it submits with. */
  submitter?: { name: string; value: string };
  submission(pageUrl: string, fields: Record<string, string>): { url: string; init?: RequestInit };
}

/** The first <form> of a page, read with regular expressions: the providers' pages are simple and well formed. */
export function parseFirstForm(html: string): HtmlForm | undefined {
  const match = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!match) return undefined;
  const formAttrs = attributesOf(match[1]);
  const inputs = [...match[2].matchAll(/<input\b([^>]*)>/gi)]
    .map((m) => attributesOf(m[1]))
    .filter((a) => a.name && !['submit', 'button', 'image', 'reset'].includes((a.type ?? 'text').toLowerCase()))
    .filter((a) => !['checkbox', 'radio'].includes((a.type ?? '').toLowerCase()) || 'checked' in a)
    .map((a) => ({ name: a.name, type: (a.type ?? 'text').toLowerCase(), value: a.value ?? '' }));
  const button = [...match[2].matchAll(/<button\b([^>]*)>/gi)]
    .map((m) => attributesOf(m[1]))
    .find((a) => (a.type ?? 'submit').toLowerCase() === 'submit');
  const submitter = button?.name ? { name: button.name, value: button.value ?? '' } : undefined;
  const form: HtmlForm = {
    action: formAttrs.action ?? '',
    method: (formAttrs.method ?? 'get').toUpperCase(),
    inputs,
    submitter,
    submission(pageUrl, fields) {
      const body = new URLSearchParams();
      for (const input of inputs) body.append(input.name, fields[input.name] ?? input.value);
      if (submitter) body.append(submitter.name, submitter.value);
      const url = new URL(form.action || pageUrl, pageUrl);
      if (form.method === 'POST') {
        return {
          url: url.href,
          init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() },
        };
      }
      url.search = body.toString();
      return { url: url.href };
    },
  };
  return form;
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attributes;
}

function decodeEntities(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return named[entity.toLowerCase()] ?? whole;
  });
}
