import { ModeGate } from './apertium-mode-gate';

/** A promise and its resolve, to hold work in flight until the test lets it end. */
function held() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ModeGate', () => {
  it('rest() closes now the resident modes with nothing in flight, and leaves a mode in use alone', async () => {
    const closed: string[] = [];
    const gate = new ModeGate({ maxModes: 2, idleMs: 60_000, close: async (mode) => void closed.push(mode) });
    const a = held();
    await gate.use('b', async () => undefined);
    const runA = gate.use('a', () => a.done);
    await flush();
    await gate.rest();
    expect(closed).toEqual(['b']);
    expect(gate.resident).toEqual(['a']);
    a.release();
    await runA;
    await gate.rest();
    expect(closed).toEqual(['b', 'a']);
    expect(gate.resident).toEqual([]);
    // The next use starts the mode again.
    await gate.use('a', async () => undefined);
    expect(gate.resident).toEqual(['a']);
    gate.clear();
  });

  it('holds at most maxModes modes: a new mode waits until the resident ones have nothing in flight, idle ones closed first', async () => {
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
    // b has nothing left in flight, but a is still busy: c lets it finish (a first route between two chunks).
    expect(events).toEqual(['a in', 'b in']);
    expect(closed).toEqual([]);
    a.release();
    await runA;
    await runC;
    // Neither was closed while in use; c ran once they were idle.
    expect(closed.sort()).toEqual(['a', 'b']);
    expect(events).toEqual(['a in', 'b in', 'c in']);
    expect(gate.resident).toEqual(['c']);
  });

  it("lets a chunk's next leg into its resident mode before a waiting mode may close it", async () => {
    const events: string[] = [];
    const gate = new ModeGate({ maxModes: 2, idleMs: 0, close: async (mode) => void events.push(`close ${mode}`) });
    await gate.use('b', async () => undefined); // the pivot's second leg, resident and idle
    const a = held();
    // A chunk through the pivot: its first leg, then at once its second.
    const chunk = gate
      .use('a', async () => {
        await a.done;
        events.push('run a');
      })
      .then(() => gate.use('b', async () => void events.push('run b')));
    await flush();
    const retry = gate.use('c', async () => void events.push('run c')); // the retry route waits for room
    await flush();
    a.release();
    await Promise.all([chunk, retry]);
    // b ran in the pipeline that was up, and only then were the idle modes closed for c.
    expect(events.slice(0, 2)).toEqual(['run a', 'run b']);
    expect(events.slice(2, 4).sort()).toEqual(['close a', 'close b']);
    expect(events[4]).toBe('run c');
  });

  it("holds a pivot's next leg for the work in its first leg: idle between two chunks, it is not closed past patience", async () => {
    const events: string[] = [];
    const gate = new ModeGate({ maxModes: 2, idleMs: 0, patienceMs: 10, close: async (mode) => void events.push(`close ${mode}`) });
    const a = held();
    // A second chunk still in the first leg, its second leg (b) resident and idle for now.
    await gate.use('b', async () => undefined);
    const chunk = gate
      .use('a', () => a.done, { next: 'b' })
      .then(() => gate.use('b', async () => void events.push('run b'), { reserved: true }));
    await flush();
    const retry = gate.use('c', async () => void events.push('run c'));
    await new Promise((resolve) => setTimeout(resolve, 40)); // past the waiter's patience: b is idle, but held
    expect(events).toEqual([]);
    a.release();
    await Promise.all([chunk, retry]);
    expect(events[0]).toBe('run b');
    expect(events.at(-1)).toBe('run c');
    // A first leg that fails lets go of what it held.
    const failing = new ModeGate({ maxModes: 1, idleMs: 0, close: async () => undefined });
    await expect(failing.use('a', async () => Promise.reject(new Error('crashed')), { next: 'b' })).rejects.toThrow('crashed');
    await failing.use('c', async () => undefined);
    expect(failing.resident).toEqual(['c']);
  });

  it('past patienceMs, closes an idle resident mode for a waiting one while another is still busy', async () => {
    const closed: string[] = [];
    const gate = new ModeGate({ maxModes: 2, idleMs: 0, patienceMs: 50, close: async (mode) => void closed.push(mode) });
    const a = held();
    const runA = gate.use('a', () => a.done);
    await gate.use('b', async () => undefined);
    let ran = false;
    const runC = gate.use('c', async () => void (ran = true));
    await flush();
    expect(ran).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await runC;
    // Another pair's job is not starved by a busy one: b (idle) made room, a was never closed while in use.
    expect(ran).toBe(true);
    expect(closed).toEqual(['b']);
    expect(gate.resident.sort()).toEqual(['a', 'c']);
    a.release();
    await runA;
    gate.clear();
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

  it('holds the resident modes within maxMb: a mode that does not fit waits, a mode alone is admitted whatever its size', async () => {
    const sizes: Record<string, number> = { small1: 90, small2: 100, big: 330, other: 120 };
    const closed: string[] = [];
    const gate = new ModeGate({
      maxModes: 2,
      maxMb: 300,
      sizeMb: (mode) => sizes[mode],
      idleMs: 0,
      close: async (mode) => void closed.push(mode),
    });
    const s1 = held();
    const s2 = held();
    const events: string[] = [];
    const runS1 = gate.use('small1', async () => {
      events.push('small1 in');
      await s1.done;
    });
    const runS2 = gate.use('small2', async () => {
      events.push('small2 in');
      await s2.done;
    });
    const big = held();
    const runBig = gate.use('big', async () => {
      events.push('big in');
      await big.done;
    });
    const runOther = gate.use('other', async () => void events.push('other in'));
    await flush();
    // Two small modes together (190 MB); the big one fits beside neither.
    expect(events).toEqual(['small1 in', 'small2 in']);
    s1.release();
    await runS1;
    await flush();
    expect(events).toEqual(['small1 in', 'small2 in']); // 100 + 330 > 300: still waiting for small2
    s2.release();
    await runS2;
    await flush();
    // Alone, the big mode goes in (330 MB, over the bound), both small ones closed first.
    expect(closed.sort()).toEqual(['small1', 'small2']);
    expect(events).toEqual(['small1 in', 'small2 in', 'big in']);
    expect(gate.resident).toEqual(['big']);
    big.release();
    await runBig;
    await runOther;
    expect(events).toEqual(['small1 in', 'small2 in', 'big in', 'other in']);
    expect(gate.resident).toEqual(['other']);
  });

  it('counts a closing mode against maxMb until it is gone', async () => {
    const closing = held();
    const gate = new ModeGate({
      maxModes: 3,
      maxMb: 300,
      sizeMb: (mode) => ({ big: 250, a: 100, b: 100 })[mode] ?? 0,
      idleMs: 0,
      close: (mode) => (mode === 'big' ? closing.done : Promise.resolve()),
    });
    await gate.use('big', async () => undefined);
    const ran: string[] = [];
    const a = gate.use('a', async () => void ran.push('a'));
    await flush();
    expect(ran).toEqual([]); // big (250 MB) is still closing: a (100) would make 350
    closing.release();
    await a;
    const b = gate.use('b', async () => void ran.push('b'));
    await b;
    expect(ran).toEqual(['a', 'b']);
    expect(gate.resident.sort()).toEqual(['a', 'b']); // 200 MB: both fit
  });
});
