import { BoundedSemaphore, SemaphoreFullError } from './bounded-semaphore';

/** A task that runs until released; `started` tells whether the semaphore called it. */
function gatedTask<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const task = { started: false, release: () => release(), fn: async () => ((task.started = true), await gate, value) };
  return task;
}

const tick = () => new Promise((r) => setImmediate(r));

describe('BoundedSemaphore', () => {
  it('runs up to `concurrency` tasks, lines up to `maxWaiting` more, and refuses the next one without calling it', async () => {
    const semaphore = new BoundedSemaphore(2, 1);
    const [a, b, c] = [gatedTask('a'), gatedTask('b'), gatedTask('c')];
    const runs = [semaphore.run(a.fn), semaphore.run(b.fn), semaphore.run(c.fn)];
    await tick();
    expect([a.started, b.started, c.started]).toEqual([true, true, false]);
    expect([semaphore.running, semaphore.waiting, semaphore.full]).toEqual([2, 1, true]);

    const refused = jest.fn(async () => 'never');
    await expect(semaphore.run(refused)).rejects.toEqual(new SemaphoreFullError(2, 1));
    expect(refused).not.toHaveBeenCalled();

    a.release();
    await tick();
    expect(c.started).toBe(true);
    expect([semaphore.running, semaphore.waiting, semaphore.full]).toEqual([2, 0, false]);
    b.release();
    c.release();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect([semaphore.running, semaphore.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that failed, and passes its error on', async () => {
    const semaphore = new BoundedSemaphore(1, 0);
    await expect(semaphore.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(semaphore.running).toBe(0);
    expect(await semaphore.run(async () => 'next')).toBe('next');
  });

  it('with no waiting line, refuses anything beyond the running tasks', async () => {
    const semaphore = new BoundedSemaphore(1, 0);
    const a = gatedTask('a');
    const run = semaphore.run(a.fn);
    await expect(semaphore.run(async () => 'b')).rejects.toBeInstanceOf(SemaphoreFullError);
    a.release();
    await run;
  });

  it('serves the line first come, first served, and a newcomer cannot jump it when a slot frees', async () => {
    const semaphore = new BoundedSemaphore(1, 3);
    const order: string[] = [];
    const first = gatedTask('first');
    const runs = [semaphore.run(first.fn)];
    for (const name of ['second', 'third']) runs.push(semaphore.run(async () => (order.push(name), name)));
    first.release();
    runs.push(semaphore.run(async () => (order.push('late'), 'late')));
    await Promise.all(runs);
    expect(order).toEqual(['second', 'third', 'late']);
  });

  it('refuses impossible sizes', () => {
    expect(() => new BoundedSemaphore(0, 1)).toThrow(RangeError);
    expect(() => new BoundedSemaphore(1, -1)).toThrow(RangeError);
  });
});
