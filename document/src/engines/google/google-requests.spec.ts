import { chunkForRequests, classifyGoogleError, codePoints, parseGoogleEndpoint, splitLongText } from './google-requests';

describe('Google request helpers', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(codePoints('a😀é')).toBe(3);
  });

  it('chunks by segment count and by code points, keeping order', () => {
    expect(chunkForRequests(['a', 'b', 'c', 'd', 'e'], 2, 100)).toEqual([[0, 1], [2, 3], [4]]);
    expect(chunkForRequests(['aaaa', 'bbbb', 'cc', 'dddddd'], 10, 8)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(chunkForRequests([], 2, 100)).toEqual([]);
    const many = Array.from({ length: 2500 }, () => 'x');
    expect(chunkForRequests(many).map((c) => c.length)).toEqual([1024, 1024, 452]);
  });

  it('splits an over-long text at a sentence end, else at white space, else anywhere', () => {
    const text = 'One two three. Four five six. Seven eight nine.';
    const pieces = splitLongText(text, 20);
    expect(pieces.join('')).toBe(text);
    expect(pieces.every((p) => codePoints(p) <= 20)).toBe(true);
    expect(pieces[0]).toBe('One two three. ');
    expect(splitLongText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(splitLongText('😀😀😀😀😀', 2)).toEqual(['😀😀', '😀😀', '😀']);
    expect(splitLongText('short', 10)).toEqual(['short']);
  });

  it('reads the endpoint setting', () => {
    expect(parseGoogleEndpoint(undefined)).toEqual({});
    expect(parseGoogleEndpoint('http://127.0.0.1:8085')).toEqual({ apiEndpoint: '127.0.0.1', port: 8085, protocol: 'http' });
    expect(parseGoogleEndpoint('https://translate.googleapis.com')).toEqual({
      apiEndpoint: 'translate.googleapis.com',
      port: 443,
      protocol: 'https',
    });
    expect(parseGoogleEndpoint('translate.googleapis.com')).toEqual({ apiEndpoint: 'translate.googleapis.com' });
    expect(parseGoogleEndpoint('localhost:9000')).toEqual({ apiEndpoint: 'localhost', port: 9000 });
    expect(() => parseGoogleEndpoint('ftp://x/y')).toThrow(/GOOGLE_TRANSLATE_API_ENDPOINT/);
  });

  it('classifies errors as permanent or transient', () => {
    expect(classifyGoogleError({ code: 7, httpStatusCode: 403 })).toBe('permanent');
    expect(classifyGoogleError({ code: 16, httpStatusCode: 401 })).toBe('permanent');
    expect(classifyGoogleError({ code: 3, httpStatusCode: 400 })).toBe('permanent');
    expect(classifyGoogleError({ code: 8, httpStatusCode: 429 })).toBe('transient');
    expect(classifyGoogleError({ code: 13, httpStatusCode: 500 })).toBe('transient');
    expect(classifyGoogleError({ code: 14, httpStatusCode: 503 })).toBe('transient');
    expect(classifyGoogleError({ code: 4 })).toBe('transient');
    expect(classifyGoogleError({ code: 7 })).toBe('permanent');
    expect(classifyGoogleError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('transient');
  });
});
