import { isAllowedRedirectUri, isLoopbackCallback } from './google-redirect-uri.util';

describe('isAllowedRedirectUri', () => {
  const production = { publicUrl: 'https://pagetranslate.example', isProduction: true };
  const development = { publicUrl: 'http://localhost:3000', isProduction: false };

  it('accepts our public callback', () => {
    expect(isAllowedRedirectUri('https://pagetranslate.example/oauth2callback', production)).toBe(true);
    expect(isAllowedRedirectUri('http://localhost:3000/oauth2callback', development)).toBe(true);
  });

  it('in production accepts nothing else, not even loopback or the request origin', () => {
    const policy = { ...production, requestOrigin: 'https://evil.example' };
    for (const uri of [
      'http://localhost:5173/oauth2callback',
      'https://evil.example/oauth2callback',
      'https://pagetranslate.example/oauth2callback?x=1',
      'https://pagetranslate.example/other',
    ]) {
      expect(isAllowedRedirectUri(uri, policy)).toBe(false);
    }
  });

  it('outside production also accepts the callback on a loopback origin or on the request origin', () => {
    expect(isAllowedRedirectUri('http://localhost:5173/oauth2callback', development)).toBe(true);
    expect(isAllowedRedirectUri('http://127.0.0.1:4173/oauth2callback', development)).toBe(true);
    expect(isAllowedRedirectUri('http://[::1]:5173/oauth2callback', development)).toBe(true);
    const lan = { ...development, requestOrigin: 'http://192.168.1.20:5173' };
    expect(isAllowedRedirectUri('http://192.168.1.20:5173/oauth2callback', lan)).toBe(true);
    expect(isAllowedRedirectUri('http://192.168.1.21:5173/oauth2callback', lan)).toBe(false);
  });

  it('never accepts another path, a query, a fragment, credentials or another scheme', () => {
    for (const uri of [
      'http://localhost:5173/oauth2callback/x',
      'http://localhost:5173/oauth2callback?next=/evil',
      'http://localhost:5173/oauth2callback#x',
      'http://user:pw@localhost:5173/oauth2callback',
      'javascript://localhost/oauth2callback',
      'not a url',
    ]) {
      expect(isAllowedRedirectUri(uri, { ...development, requestOrigin: 'http://localhost:5173' })).toBe(false);
    }
    expect(isAllowedRedirectUri('https://evil.example/oauth2callback', { ...development, requestOrigin: 'null' })).toBe(false);
  });
});

describe('isLoopbackCallback', () => {
  it('is the callback path on localhost, 127.0.0.1 or ::1, any port', () => {
    expect(isLoopbackCallback('http://localhost:5173/oauth2callback')).toBe(true);
    expect(isLoopbackCallback('http://127.0.0.1/oauth2callback')).toBe(true);
    expect(isLoopbackCallback('http://localhost.evil.example/oauth2callback')).toBe(false);
    expect(isLoopbackCallback('http://localhost:5173/elsewhere')).toBe(false);
  });
});
