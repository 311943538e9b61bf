import { findAllocator, withAllocator } from './apertium-allocator';

describe('the pipelines’ allocator', () => {
  it('preloads the library into the lt-proc and lrx-proc stages only', () => {
    const pipeline =
      "lt-proc -z -w '/d/fra-cat.automorf.bin'\n  | cg-proc -z -w '/d/fra-cat.rlx.bin' | apertium-tagger -z -g $2 '/d/fra-cat.prob'" +
      " |lrx-proc -z -m '/d/fra-cat.autolex.bin' | apertium-wblank-detach | lt-proc -z $1 '/d/fra-cat.autogen.bin'";
    expect(withAllocator(pipeline, '/usr/lib/libjemalloc.so.2')).toBe(
      "LD_PRELOAD='/usr/lib/libjemalloc.so.2' lt-proc -z -w '/d/fra-cat.automorf.bin'\n  | cg-proc -z -w '/d/fra-cat.rlx.bin'" +
        " | apertium-tagger -z -g $2 '/d/fra-cat.prob' |LD_PRELOAD='/usr/lib/libjemalloc.so.2' lrx-proc -z -m '/d/fra-cat.autolex.bin'" +
        " | apertium-wblank-detach | LD_PRELOAD='/usr/lib/libjemalloc.so.2' lt-proc -z $1 '/d/fra-cat.autogen.bin'",
    );
  });

  it('leaves the pipeline alone without a library, or with one whose path it could not quote', () => {
    expect(withAllocator('lt-proc -z x | lrx-proc -z y', '')).toBe('lt-proc -z x | lrx-proc -z y');
    expect(withAllocator('lt-proc -z x', "/tmp/it's.so")).toBe('lt-proc -z x');
  });

  it('takes the first library installed, none when there is none', () => {
    expect(findAllocator(['/a.so', '/b.so', '/c.so'], (path) => path !== '/a.so')).toBe('/b.so');
    expect(findAllocator(['/a.so'], () => false)).toBe('');
  });
});
