import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ListAnswers } from './list-answers';

describe('ListAnswers', () => {
  const texts = (prefix: string) => {
    let n = 0;
    return jest.fn(() => Promise.resolve(`["${prefix}-${++n}"]`));
  };

  it('answers the kept text while the version is the same, and makes it anew for another version', async () => {
    const answers = new ListAnswers();
    const make = texts('a');
    const first = await answers.answer(1, 4, {}, make);
    expect(first.json).toBe('["a-1"]');
    expect(await answers.answer(1, 4, {}, make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect((await answers.answer(1, 5, {}, make)).json).toBe('["a-2"]');
    expect((await answers.answer(1, 5, {}, make)).json).toBe('["a-2"]');
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps each user and each page apart', async () => {
    const answers = new ListAnswers();
    const make = texts('p');
    await answers.answer(1, 1, {}, make);
    await answers.answer(2, 1, {}, make);
    await answers.answer(1, 1, { limit: 10 }, make);
    await answers.answer(1, 1, { limit: 10, offset: 10 }, make);
    await answers.answer(1, 1, { offset: 10 }, make);
    expect(make).toHaveBeenCalledTimes(5);
    expect((await answers.answer(1, 1, { limit: 10, offset: 10 }, make)).json).toBe('["p-4"]');
    expect(make).toHaveBeenCalledTimes(5);
  });

  it('makes an answer once for concurrent reads of one version, and keeps no failure', async () => {
    const answers = new ListAnswers();
    const make = texts('c');
    const [a, b] = await Promise.all([answers.answer(1, 1, {}, make), answers.answer(1, 1, {}, make)]);
    expect(a).toBe(b);
    expect(make).toHaveBeenCalledTimes(1);
    const failing = jest.fn(() => Promise.reject(new Error('database gone')));
    await expect(answers.answer(2, 1, {}, failing)).rejects.toThrow('database gone');
    expect((await answers.answer(2, 1, {}, make)).json).toBe('["c-2"]');
  });

  it('drops the least recently answered over the bound on total length', async () => {
    const answers = new ListAnswers('["x-1"]'.length * 2);
    const make = texts('x');
    await answers.answer(1, 1, {}, make);
    await answers.answer(2, 1, {}, make);
    await answers.answer(1, 1, {}, make); // 1 is now the most recent
    await answers.answer(3, 1, {}, make); // over the bound: 2 goes
    expect(make).toHaveBeenCalledTimes(3);
    await answers.answer(1, 1, {}, make);
    await answers.answer(3, 1, {}, make);
    expect(make).toHaveBeenCalledTimes(3);
    await answers.answer(2, 1, {}, make);
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('tags an answer by its text: equal texts, equal ETags, from any process', async () => {
    const one = await new ListAnswers().answer(1, 1, {}, () => Promise.resolve('[1]'));
    const two = await new ListAnswers().answer(9, 3, {}, () => Promise.resolve('[1]'));
    const other = await new ListAnswers().answer(1, 1, {}, () => Promise.resolve('[2]'));
    expect(one.etag).toMatch(/^"[\w-]+"$/);
    expect(two.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });

  it('compresses an answer once per encoding, and counts the compressed forms in the bound', async () => {
    const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, status: { value: 'completed' } })));
    const answers = new ListAnswers(json.length + 10); // the text fits, not the text and a compressed form
    const make = jest.fn(() => Promise.resolve(json));
    const answer = await answers.answer(1, 1, {}, make);
    expect(await answers.answer(1, 1, {}, make)).toBe(answer);
    const gz = await answer.encodedAs('gzip');
    expect(gunzipSync(gz).toString()).toBe(json);
    expect(await answer.encodedAs('gzip')).toBe(gz);
    expect(brotliDecompressSync(await answer.encodedAs('br')).toString()).toBe(json);
    expect(make).toHaveBeenCalledTimes(1);
    await answers.answer(1, 1, {}, make); // dropped when its compressed forms took it over the bound
    expect(make).toHaveBeenCalledTimes(2);
  });
});
