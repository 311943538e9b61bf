import { estimateModeMb, GLIBC_SIZE, JEMALLOC_SIZE, modeDataFiles } from './apertium-mode-size';

describe('mode sizes', () => {
  it('takes the compiled files a mode loads, quoted or not, each once, not the transfer rules’ XML', () => {
    const mode =
      "lt-proc -w '/d/fra-cat.automorf.bin' | cg-proc -w '/d/fra-cat.rlx.bin' | apertium-tagger -g $2 '/d/fra-cat.prob' | " +
      "apertium-transfer -b '/d/apertium-fra-cat.fra-cat.t1x' '/d/fra-cat.t1x.bin' | lt-proc $1 /d/fra-cat.autogen.bin | " +
      "lt-proc -p '/d/fra-cat.automorf.bin'";
    expect(modeDataFiles(mode)).toEqual([
      '/d/fra-cat.automorf.bin',
      '/d/fra-cat.rlx.bin',
      '/d/fra-cat.prob',
      '/d/fra-cat.t1x.bin',
      '/d/fra-cat.autogen.bin',
    ]);
  });

  it('estimates a pipeline as a base plus a multiple of its files’ size, smaller under jemalloc', () => {
    expect(estimateModeMb([])).toBe(GLIBC_SIZE.baseMb);
    expect(estimateModeMb([1024 * 1024, 1024 * 1024])).toBe(GLIBC_SIZE.baseMb + 2 * GLIBC_SIZE.perFileMb);
    expect(estimateModeMb([7 * 1024 * 1024], JEMALLOC_SIZE)).toBeLessThan(estimateModeMb([7 * 1024 * 1024]));
  });
});
