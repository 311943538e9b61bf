import { MESSAGE_KEYS } from '@pt/libs/messages';
import { SERVER_MESSAGE_KEYS, SERVER_MESSAGES } from './server-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Words that are the same in both languages.
const SAME_IN_FRENCH = new Set(['contactFieldMessage']);

describe('server messages', () => {
  it('have the same keys in English and French, none of them a key of the spec messages (libs)', () => {
    expect(Object.keys(SERVER_MESSAGES.fr).sort()).toEqual([...SERVER_MESSAGE_KEYS].sort());
    expect(SERVER_MESSAGE_KEYS.filter((key) => (MESSAGE_KEYS as string[]).includes(key))).toEqual([]);
  });

  it.each(SERVER_MESSAGE_KEYS)('fr.%s is a translation with the same placeholders', (key) => {
    const fr = SERVER_MESSAGES.fr[key];
    expect(fr.trim()).not.toBe('');
    if (!SAME_IN_FRENCH.has(key)) expect(fr).not.toBe(SERVER_MESSAGES.en[key]);
    expect(placeholders(fr)).toEqual(placeholders(SERVER_MESSAGES.en[key]));
  });
});
