import { ModeGate } from './apertium-mode-gate';

/** A promise and its resolve, to hold work in flight until the test lets it end. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ModeGate', () => {
  it('holds at most maxModes modes: a new mode waits until a resident one has nothing in flight, which is closed first', async () => {
    const closed: string[] = [];
    const gate = new ModeGate({ maxModes: 2, idleMs: 0, close: async (mode) => void closed.push(mode) });
    const a = held();
    const b = held();
    const events: string[] = [];
    const runA = gate.use('a', async () => {
      events.push('a in');
      await a.done;
    });
    const runB = gate.use('b', async () => {
      events.push('b in');
      await b.done;
    });
    const runC = gate.use('c', async () => void events.push('c in'));
    await flush();
    expect(events).toEqual(['a in', 'b in']);
    expect(gate.resident.sort()).toEqual(['a', 'b']);

    b.release();
    await runB;
    await flush();
    // b had nothing left in flight: closed, then c ran in its place; a was never closed while in use.
    expect(closed).toEqual(['b']);
    expect(events).toEqual(['a in', 'b in', 'c in']);
    await runC;
    expect(gate.resident.sort()).toEqual(['a', 'c']);
    a.release();
    await runA;
  });

  it('lets work for a resident mode in at once, and admits every waiter of a mode together', async () => {
    const closed: string[] = [];
    const gate = new ModeGate({ maxModes: 1, idleMs: 0, close: async (mode) => void closed.push(mode) });
    const a = held();
    const first = gate.use('a', () => a.done);
    let second = false;
    const more = gate.use('a', async () => void (second = true));
    await flush();
    expect(second).toBe(true);
    await more;

    let inB = 0;
    let most = 0;
    const waiters = [1, 2, 3].map(() =>
      gate.use('b', async () => {
        inB++;
        most = Math.max(most, inB);
        await flush();
        inB--;
      }),
    );
    await flush();
    expect(inB).toBe(0); // a is still in use
    a.release();
    await first;
    await Promise.all(waiters);
    expect(most).toBe(3);
    expect(closed).toEqual(['a']);
  });

  it('does not start the next mode before the closed one is gone', async () => {
    const closing = held();
    const gate = new ModeGate({ maxModes: 1, idleMs: 0, close: () => closing.done });
    await gate.use('a', async () => undefined);
    let ran = false;
    const b = gate.use('b', async () => void (ran = true));
    await flush();
    expect(ran).toBe(false);
    closing.release();
    await b;
    expect(ran).toBe(true);
  });

  it('closes a mode left unused for idleMs', async () => {
    jest.useFakeTimers();
    try {
      const closed: string[] = [];
      const gate = new ModeGate({ maxModes: 2, idleMs: 60_000, close: async (mode) => void closed.push(mode) });
      await gate.use('a', async () => undefined);
      jest.advanceTimersByTime(59_000);
      await gate.use('a', async () => undefined); // used again: the idle time starts over
      jest.advanceTimersByTime(59_000);
      expect(closed).toEqual([]);
      jest.advanceTimersByTime(1_000);
      expect(closed).toEqual(['a']);
      expect(gate.resident).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the mode when its work fails, and lets the next mode in afterwards', async () => {
    const gate = new ModeGate({ maxModes: 1, idleMs: 0, close: async () => undefined });
    await expect(gate.use('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.use('b', async () => 'ok')).resolves.toBe('ok');
    expect(gate.resident).toEqual(['b']);
  });
});
