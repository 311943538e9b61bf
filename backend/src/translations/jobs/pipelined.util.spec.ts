import { pipelined } from './pipelined.util';

/** A call per item that resolves only when the test says so: what is in flight is visible at every step. */
function controlled() {
  const calls: Array<{ item: number; resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const run = (item: number) => new Promise<string>((resolve, reject) => calls.push({ item, resolve, reject }));
  return { calls, run };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('pipelined', () => {
  it('keeps up to `limit` calls in flight and yields results in item order', async () => {
    const { calls, run } = controlled();
    const results: string[] = [];
    const consuming = (async () => {
      for await (const { item, result, index } of pipelined([10, 11, 12, 13, 14], 2, run)) results.push(`${index}:${item}:${result}`);
    })();
    await tick();
    expect(calls.map((c) => c.item)).toEqual([10, 11]);
    calls[1].resolve('b'); // the second finishes first: nothing is yielded before the first
    await tick();
    expect(results).toEqual([]);
    expect(calls.map((c) => c.item)).toEqual([10, 11]);
    calls[0].resolve('a');
    await tick();
    expect(results).toEqual(['0:10:a', '1:11:b']);
    expect(calls.map((c) => c.item)).toEqual([10, 11, 12, 13]);
    calls[2].resolve('c');
    calls[3].resolve('d');
    await tick();
    calls[4].resolve('e');
    await consuming;
    expect(results).toEqual(['0:10:a', '1:11:b', '2:12:c', '3:13:d', '4:14:e']);
  });

  it('throws a rejection at its turn and starts nothing more once the caller stops', async () => {
    const { calls, run } = controlled();
    const seen: string[] = [];
    const consuming = (async () => {
      for await (const { result } of pipelined([1, 2, 3, 4, 5, 6], 3, run)) seen.push(result);
    })();
    await tick();
    expect(calls).toHaveLength(3);
    calls[2].resolve('c');
    calls[1].reject(new Error('engine down'));
    calls[0].resolve('a');
    await expect(consuming).rejects.toThrow('engine down');
    expect(seen).toEqual(['a']);
    await tick();
    expect(calls).toHaveLength(4); // item 4 started when item 1 was yielded; none after the failure
  });

  it('yields nothing for no items', async () => {
    const run = jest.fn(async () => 'x');
    const out = [];
    for await (const r of pipelined([], 4, run)) out.push(r);
    expect(out).toEqual([]);
    expect(run).not.toHaveBeenCalled();
  });
});
