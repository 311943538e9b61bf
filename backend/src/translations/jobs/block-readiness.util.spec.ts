import { BlockReadiness } from './block-readiness.util';

const block = (id: string, ...segmentIds: Array<string | undefined>) => ({ id, sentences: segmentIds.map((segmentId) => ({ segmentId })) });
const ids = (blocks: Array<{ id: string }>) => blocks.map((b) => b.id);

describe('BlockReadiness', () => {
  const blocks = [block('b0', 's0', 's1'), block('b1', 's2'), block('b2', undefined), block('b3', 's1', 's3'), block('b4', 's0')];

  it('hands out blocks without anything to translate first, then each block once all its segments are in', () => {
    const readiness = new BlockReadiness(blocks);
    expect(ids(readiness.take())).toEqual(['b2']);
    expect(ids(readiness.translated(['s0']))).toEqual(['b4']);
    expect(ids(readiness.translated(['s1']))).toEqual(['b0']);
    expect(ids(readiness.incomplete())).toEqual(['b1', 'b3']);
    expect(ids(readiness.translated(['s3', 's2']))).toEqual(['b1', 'b3']); // document order within a call
    expect(readiness.incomplete()).toEqual([]);
    expect(readiness.take()).toEqual([]);
  });

  it('counts a segment used twice in a block once, and a segment translated twice once', () => {
    const readiness = new BlockReadiness([block('b0', 's0', 's0', 's1')]);
    expect(readiness.translated(['s0', 's0'])).toEqual([]);
    expect(ids(readiness.translated(['s1']))).toEqual(['b0']);
    expect(readiness.translated(['s1', 's0'])).toEqual([]);
  });

  it('treats segments known beforehand (an earlier attempt’s checkpoint) as translated', () => {
    const readiness = new BlockReadiness(blocks, (segmentId) => segmentId === 's0' || segmentId === 's2');
    expect(ids(readiness.take())).toEqual(['b1', 'b2', 'b4']);
    expect(ids(readiness.translated(['s1']))).toEqual(['b0']);
    expect(ids(readiness.incomplete())).toEqual(['b3']);
  });
});
