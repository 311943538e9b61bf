import { contentSecurityPolicy, originOf, SecurityHeadersSettings } from './security-headers';

const settings = (overrides: Partial<SecurityHeadersSettings> = {}): SecurityHeadersSettings => ({
  publicUrl: 'http://localhost:3000',
  isProduction: false,
  extraConnectOrigins: [],
  ...overrides,
});

describe('contentSecurityPolicy', () => {
  it("allows only our own scripts and Stripe's, never inline or eval", () => {
    const csp = contentSecurityPolicy(settings());
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it("frames only Stripe's Elements and 3-D Secure pages and the demo video's player, and is framed by nobody", () => {
    const csp = contentSecurityPolicy(settings());
    expect(csp['frame-src']).toEqual([
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it("connects to our API and Stripe's, plus the S3 endpoint browsers download from", () => {
    expect(contentSecurityPolicy(settings())['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    const s3 = contentSecurityPolicy(settings({ extraConnectOrigins: ['https://files.example.com'] }));
    expect(s3['connect-src']).toEqual(["'self'", 'https://api.stripe.com', 'https://files.example.com']);
  });

  it('upgrades insecure requests only when the product is served over https', () => {
    expect(contentSecurityPolicy(settings())['upgrade-insecure-requests']).toBeUndefined();
    expect(contentSecurityPolicy(settings({ publicUrl: 'https://translate.example.com' }))['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('originOf', () => {
  it('keeps scheme, host and port, and nothing for no URL', () => {
    expect(originOf('https://files.example.com/bucket/x?y=1')).toEqual(['https://files.example.com']);
    expect(originOf('http://localhost:9000')).toEqual(['http://localhost:9000']);
    expect(originOf(undefined)).toEqual([]);
    expect(originOf('not a url')).toEqual([]);
  });
});
