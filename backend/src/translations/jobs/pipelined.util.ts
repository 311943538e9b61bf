/**
 * Runs `run` over `items` with up to `limit` calls in flight, and yields the results in the order of the items as
 * each becomes available. The engine gets the next batches while the caller handles one (Apertium keeps its
 * pipelines full; no pause between batches), and the caller still sees the batches one by one, in order, for
 * progress and checkpoints. A rejection is thrown when its turn comes. If the caller stops early (break, throw), no
 * further calls start; those in flight finish unobserved (their rejections are swallowed).
 */
export async function* pipelined<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T, index: number) => Promise<R>,
): AsyncGenerator<{ item: T; index: number; result: R }> {
  const width = Math.max(1, Math.floor(limit));
  const started: Array<Promise<R>> = [];
  for (let index = 0; index < items.length; index++) {
    while (started.length < Math.min(items.length, index + width)) {
      const at = started.length;
      const call = Promise.resolve().then(() => run(items[at], at));
      call.catch(() => undefined); // observed when its turn comes, or never (caller stopped)
      started.push(call);
    }
    yield { item: items[index], index, result: await started[index] };
  }
}
