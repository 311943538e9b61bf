import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENGLISH_SENTENCES } from '../../../test/engines/english-sample';
import { protectText, restoreText } from '../../layout/protect.util';
import { TranslationEngineError, UnsupportedLanguagePairError } from '../translation-engine';
import { findAllocator } from './apertium-allocator';
import { ApertiumEngine } from './apertium-engine';

/** Against the real Apertium of Debian's apertium, apertium-eng-spa and apertium-fr-es packages. */
describe('ApertiumEngine (real Apertium)', () => {
  jest.setTimeout(30_000);
  let engine: ApertiumEngine;

  beforeAll(() => {
    engine = new ApertiumEngine({ timeoutMs: 20_000 });
  });
  afterAll(() => engine.close());

  it('lists the installed pairs, with English↔French through Spanish', async () => {
    const pairs = await engine.pairs();
    expect(pairs).toEqual(
      expect.arrayContaining([
        { source: 'en', target: 'es' },
        { source: 'es', target: 'en' },
        { source: 'es', target: 'fr' },
        { source: 'fr', target: 'es' },
        { source: 'en', target: 'fr', via: 'es' },
        { source: 'fr', target: 'en', via: 'es' },
      ]),
    );
    expect(await engine.targetLanguages()).toEqual(expect.arrayContaining(['en', 'es', 'fr']));
    expect(await engine.canTranslate('en', 'fr')).toBe(true);
    expect(await engine.canTranslate('EN', 'fr-FR')).toBe(true);
    expect(await engine.canTranslate('en', 'en')).toBe(false);
    expect(await engine.canTranslate('en', 'de')).toBe(false);
    expect((await engine.route('en', 'fr'))?.modes).toEqual(['eng-spa', 'es-fr']);
  });

  it('translates English → Spanish and Spanish → English', async () => {
    expect(await engine.translateBatch(['The cat is black.', 'I have a red house.'], 'en', 'es')).toEqual([
      'El gato es negro.',
      'Tengo una casa roja.',
    ]);
    expect(await engine.translateBatch(['El gato es negro.', 'Yo tengo una casa roja.'], 'es', 'en')).toEqual([
      'The cat is black.',
      'I have a red house.',
    ]);
  });

  it('translates English → French and French → English through the Spanish pivot', async () => {
    expect(await engine.translateBatch(['The cat is black.', 'The report describes the results of the study.'], 'en', 'fr')).toEqual([
      'Le chat est noir.',
      "Le rapport décrit les résultats de l'étude.",
    ]);
    expect(await engine.translateBatch(['Le chat est noir.', 'Je suis content de vous voir.'], 'fr', 'en')).toEqual([
      'The cat is black.',
      'I am happy to see you.',
    ]);
  });

  it('answers one segment per segment, in order, over 500 segments; blank ones unchanged', async () => {
    const segments = Array.from({ length: 500 }, (_, i) => `Line ${i}: ${ENGLISH_SENTENCES[i % ENGLISH_SENTENCES.length]}`);
    segments[7] = '';
    segments[8] = '   ';
    const reference = await engine.translateBatch(
      ENGLISH_SENTENCES.map((s) => `Line 0: ${s}`),
      'en',
      'es',
    );
    const out = await engine.translateBatch(segments, 'en', 'es');
    expect(out).toHaveLength(500);
    expect(out[7]).toBe('');
    expect(out[8]).toBe('   ');
    out.forEach((o, i) => {
      if (i === 7 || i === 8) return;
      expect(o).toBe(reference[i % ENGLISH_SENTENCES.length].replace(/\b0\b/, String(i)));
    });
  });

  it('keeps placeholders, superblank-like text, numbers, URLs and e-mail addresses', async () => {
    const [a, b, c] = await engine.translateBatch(
      [
        'I have ⟦0⟧ red houses and ⟦b⟧a big dog⟦/b⟧ here.',
        'The price is [not] 3.5 kg \\ 12/03/2024 at <b> {x} ^$ C# *now* ~ok.',
        'Write to jane.doe@example.org or see https://example.com/a?b=1&c=2 before 10:30.',
      ],
      'en',
      'es',
    );
    expect(a).toBe('Tengo ⟦0⟧ casas rojas y ⟦b⟧un perro grande⟦/b⟧ aquí.');
    // Literal brackets, asterisks and tildes are text: kept, the words they surround translated.
    expect(b).toMatch(/\[\p{L}+\].*\*\p{L}+\* ~\p{L}+\.$/u);
    for (const kept of ['3.5', '\\', '12/03/2024', '<b>', '{x}', '^$', 'C#']) expect(b).toContain(kept);
    for (const kept of ['jane.doe@example.org', 'https://example.com/a?b=1&c=2', '10:30']) expect(c).toContain(kept);

    // With the pipeline's protection, what must not be translated never reaches the engine.
    const p = protectText('Call 0800 123 456 or visit www.example.com before 12/03/2024.');
    const [translated] = await engine.translateBatch([p.text], 'en', 'fr');
    expect(restoreText({ text: translated, tokens: p.tokens, source: p.text }).text).toMatch(
      /0800 123 456.*www\.example\.com.*12\/03\/2024/,
    );
  });

  it("keeps each answer with its segment when one holds U+FFFF (pdf.js's text for a glyph it cannot map)", async () => {
    // lttoolbox reads U+FFFF as the end of its input: the rest of that segment came back as the next one's answer
    // (["La maison", "Il est rouge…"]), and on a font table's pages the pipeline hung.
    const out = await engine.translateBatch(['The house \uFFFF is red and the cat sleeps.', 'The dog eats.'], 'en', 'fr');
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^La maison est rouge/u);
    expect(out[1]).toBe('Le chien mange.');
  });

  it('removes the unknown-word marks', async () => {
    const [es, fr] = await Promise.all([
      engine.translateBatch(['The zorblax is glimbering near Smithersville.'], 'en', 'es'),
      engine.translateBatch(['The zorblax is glimbering near Smithersville.'], 'en', 'fr'),
    ]);
    for (const out of [es[0], fr[0]]) {
      expect(out).toMatch(/zorblax/);
      expect(out).toMatch(/Smithersville/);
      expect(out).not.toMatch(/[*#@~]/);
    }
  });

  it('does not interleave batches translated at the same time', async () => {
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 40 }, (_, i) => `Batch ${b} line ${i}: ${ENGLISH_SENTENCES[(b + i) % ENGLISH_SENTENCES.length]}`),
    );
    const results = await Promise.all(batches.map((batch, b) => engine.translateBatch(batch, 'en', b % 2 ? 'fr' : 'es')));
    results.forEach((result, b) => {
      expect(result).toHaveLength(40);
      result.forEach((line, i) => expect(line).toMatch(new RegExp(`^\\S+ ${b} \\S+ ${i}\\b`)));
    });
  });

  it('restarts a pipeline that was killed, even in the middle of a batch', async () => {
    await engine.translateBatch(['Hello.'], 'en', 'es');
    const [first] = engine.processIds()['eng-spa'];
    process.kill(-first, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    expect(await engine.translateBatch(['The cat is black.'], 'en', 'es')).toEqual(['El gato es negro.']);
    const [second] = engine.processIds()['eng-spa'];
    expect(second).not.toBe(first);

    const batch = Array.from({ length: 150 }, (_, i) => `Line ${i}: ${ENGLISH_SENTENCES[i % ENGLISH_SENTENCES.length]}`);
    const pending = engine.translateBatch(batch, 'en', 'es');
    setTimeout(() => process.kill(-second, 'SIGKILL'), 20);
    const out = await pending;
    expect(out).toHaveLength(150);
    out.forEach((line, i) => expect(line).toMatch(new RegExp(`\\b${i}:`)));
    expect(engine.processIds()['eng-spa'][0]).not.toBe(second);
  });

  it('holds at most maxResidentModes modes at once, through pivot legs and retries, with the same translations', async () => {
    const sentences = ENGLISH_SENTENCES.slice(0, 40);
    const expected = await engine.translateBatch(sentences, 'en', 'fr');
    const bounded = new ApertiumEngine({ timeoutMs: 20_000, maxResidentModes: 1 });
    let most = 0;
    const seen = new Set<string>();
    const watch = setInterval(() => {
      const modes = Object.keys(bounded.processIds());
      modes.forEach((mode) => seen.add(mode));
      most = Math.max(most, modes.length);
    }, 2);
    try {
      const halves = [sentences.slice(0, 20), sentences.slice(20)];
      const out = await Promise.all(halves.map((half) => bounded.translateBatch(half, 'en', 'fr')));
      expect(out.flat()).toEqual(expected);
      expect(seen.size).toBeGreaterThanOrEqual(2); // both legs of the pivot ran, one after the other
      expect(most).toBe(1);
      expect(bounded.residentModes()).toHaveLength(1);
    } finally {
      clearInterval(watch);
      await bounded.close();
    }
  });

  it('holds the resident modes within maxResidentMb: the small pivot legs together, the big Catalan ones one at a time', async () => {
    // Every sentence with an unknown word is retried through Catalan (eng-cat, cat-fra).
    const sentences = [...ENGLISH_SENTENCES.slice(0, 30), 'The zorbling cat sees the flimp.', 'A quonky house is red.'];
    const pivots = { 'en>fr': { first: 'es', retry: 'ca', retryAt: 1 } };
    const unbounded = new ApertiumEngine({ timeoutMs: 20_000, pivots, maxResidentMb: 0 });
    const bounded = new ApertiumEngine({ timeoutMs: 20_000, pivots }); // default bound, 300 MB
    const together: string[][] = [];
    const watch = setInterval(() => together.push(Object.keys(bounded.processIds()).sort()), 2);
    try {
      const expected = await unbounded.translateBatch(sentences, 'en', 'fr');
      const out = await bounded.translateBatch(sentences, 'en', 'fr');
      expect(out).toEqual(expected);
      expect(bounded.stats.retried).toBeGreaterThan(0); // the Catalan retry route ran
      expect(together).toContainEqual(['eng-spa', 'es-fr']); // the Spanish legs (~195 MB) streamed together
      // cat-fra (~610 MB) was never resident beside another mode.
      expect(together.filter((modes) => modes.includes('cat-fra') && modes.length > 1)).toEqual([]);
    } finally {
      clearInterval(watch);
      await Promise.all([unbounded.close(), bounded.close()]);
    }
  });

  it('runs the dictionaries’ stages under jemalloc when installed, with the same translations as under the C library’s malloc', async () => {
    const library = findAllocator();
    const sentences = [...ENGLISH_SENTENCES.slice(0, 30), 'The zorbling cat sees the flimp.'];
    const pivots = { 'en>fr': { first: 'es', retry: 'ca', retryAt: 1 } };
    const plain = new ApertiumEngine({ timeoutMs: 20_000, pivots, allocator: '' });
    const packed = new ApertiumEngine({ timeoutMs: 20_000, pivots });
    try {
      expect(await packed.translateBatch(sentences, 'en', 'fr')).toEqual(await plain.translateBatch(sentences, 'en', 'fr'));
      expect(await packed.translateBatch(sentences.slice(0, 5), 'en', 'es')).toEqual(
        await plain.translateBatch(sentences.slice(0, 5), 'en', 'es'),
      );
      if (!library) return; // not installed here: the C library's malloc, nothing more to check
      // Every stage of the group: lt-proc and lrx-proc map the library, the others do not.
      const [group] = packed.processIds()['eng-spa'];
      const stages = execFileSync('pgrep', ['-g', String(group)], { encoding: 'utf8' })
        .trim()
        .split('\n');
      const mapped = stages.map((pid) => ({
        name: readFileSync(`/proc/${pid}/comm`, 'utf8').trim(),
        jemalloc: readFileSync(`/proc/${pid}/maps`, 'utf8').includes('libjemalloc'),
      }));
      expect(mapped.filter((s) => s.name === 'lt-proc').length).toBeGreaterThan(0);
      for (const stage of mapped) expect([stage.name, stage.jemalloc]).toEqual([stage.name, /^(lt-proc|lrx-proc)$/.test(stage.name)]);
    } finally {
      await Promise.all([plain.close(), packed.close()]);
    }
  });

  it('closes the pipelines of modes left unused for idleMs, and starts them again when needed', async () => {
    const own = new ApertiumEngine({ timeoutMs: 20_000, idleMs: 1000 });
    const expected = await engine.translateBatch(['The cat is black.'], 'en', 'fr');
    try {
      expect(await own.translateBatch(['The cat is black.'], 'en', 'fr')).toEqual(expected);
      const pids = Object.values(own.processIds()).flat();
      expect(pids.length).toBeGreaterThan(0); // es-fr at least (eng-spa may be closed already on a loaded machine)
      const alive = (pid: number) => {
        try {
          process.kill(-pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      // Closed by the idle timer (the test's time limit bounds the wait): no mode left, every process group gone.
      while (Object.keys(own.processIds()).length > 0 || pids.some(alive)) await new Promise((r) => setTimeout(r, 50));
      expect(own.residentModes()).toEqual([]);
      expect(await own.translateBatch(['The cat is black.'], 'en', 'es')).toEqual(['El gato es negro.']);
    } finally {
      await own.close();
    }
  });

  it('starts no pipeline for a translation still waiting for its mode when the engine closes', async () => {
    const own = new ApertiumEngine({ timeoutMs: 20_000, maxResidentModes: 1 });
    const first = own.translateBatch(['The cat is black.'], 'en', 'es').catch((e: unknown) => e);
    const waiting = own.translateBatch(['El gato es negro.'], 'es', 'en').catch((e: unknown) => e);
    while (!own.processIds()['eng-spa'] && !own.processIds()['spa-eng']) await new Promise((r) => setTimeout(r, 5));
    await own.close();
    const [, second] = await Promise.all([first, waiting]);
    expect(second).toBeInstanceOf(TranslationEngineError);
    expect(own.processIds()).toEqual({});
  });

  it('refuses a pair it cannot translate', async () => {
    await expect(engine.translateBatch(['Hallo'], 'de', 'en')).rejects.toBeInstanceOf(UnsupportedLanguagePairError);
  });

  it('gives up with a transient error when a batch takes longer than the time limit, and recovers', async () => {
    // Stand-in modes: an echo pipeline in null-flush mode that hangs on a segment containing "hang".
    const dataDir = mkdtempSync(join(tmpdir(), 'pt-apertium-'));
    mkdirSync(join(dataDir, 'modes'));
    const script = join(dataDir, 'echo-mode.sh');
    writeFileSync(script, `#!/bin/bash\nwhile IFS= read -r -d '' s; do case "$s" in *hang*) sleep 30;; esac; printf '%s\\0' "$s"; done\n`, {
      mode: 0o755,
    });
    writeFileSync(join(dataDir, 'modes', 'eng-spa.mode'), script);
    // A limit generous enough for a loaded machine to start bash and echo a segment, far below the 30 s hang.
    const slow = new ApertiumEngine({ dataDir, timeoutMs: 3000 });
    try {
      expect(await slow.translateBatch(['Hello.'], 'en', 'es')).toEqual(['Hello.']);
      const [hung] = slow.processIds()['eng-spa'];
      const started = Date.now();
      const error = await slow.translateBatch(['Please hang.'], 'en', 'es').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TranslationEngineError);
      expect((error as TranslationEngineError).transient).toBe(true);
      expect(Date.now() - started).toBeLessThan(20_000); // gave up at its limit, not after the hang
      // The hung pipeline is replaced; the next batch is answered.
      expect(await slow.translateBatch(['Hello again.'], 'en', 'es')).toEqual(['Hello again.']);
      expect(slow.processIds()['eng-spa'][0]).not.toBe(hung);
    } finally {
      await slow.close();
    }
  });

  it('closes its processes and refuses work afterwards', async () => {
    const own = new ApertiumEngine();
    await own.translateBatch(['Hello.'], 'en', 'fr');
    const pids = Object.values(own.processIds()).flat();
    expect(pids).toHaveLength(2);
    await own.close();
    for (const pid of pids) expect(() => process.kill(-pid, 0)).toThrow();
    await expect(own.translateBatch(['Hello.'], 'en', 'es')).rejects.toBeInstanceOf(TranslationEngineError);
  });
});
