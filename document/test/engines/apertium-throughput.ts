/**
 * Rough throughput of the Apertium adapter against the `apertium` CLI on the same text (not a test):
 *   npx ts-node --transpile-only -P tsconfig.json test/engines/apertium-throughput.ts [words]
 * Prints words/s of: one CLI run on the whole text (en→es, and en→fr as `apertium eng-spa | apertium es-fr`),
 * one CLI run per batch (10 batches), and the adapter (cold: the first batch starts the pipelines; warm:
 * pipelines resident). Optional arguments: words, segments per chunk, pipelines per mode.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApertiumEngine } from '../../src/engines/apertium/apertium-engine';
import { englishSentences } from './english-sample';

async function main(): Promise<void> {
  const words = Number(process.argv[2] ?? 5000);
  const chunk = process.argv[3] ? Number(process.argv[3]) : undefined;
  const procs = process.argv[4] ? Number(process.argv[4]) : undefined;
  const segments = englishSentences(words);
  const wordCount = segments.join(' ').split(/\s+/).length;
  const dir = mkdtempSync(join(tmpdir(), 'pt-apertium-bench-'));
  const file = join(dir, 'text.txt');
  writeFileSync(file, segments.join('\n') + '\n');

  const time = async (fn: () => unknown) => {
    const t = process.hrtime.bigint();
    await fn();
    return Number(process.hrtime.bigint() - t) / 1e9;
  };
  const rate = (s: number) => `${Math.round(wordCount / s)} words/s (${s.toFixed(2)} s)`;

  console.log(`${wordCount} words, ${segments.length} segments`);
  console.log(`CLI apertium eng-spa:                  ${rate(await time(() => execSync(`apertium eng-spa < ${file} > /dev/null`)))}`);
  console.log(
    `CLI apertium eng-spa | apertium es-fr: ${rate(await time(() => execSync(`apertium eng-spa < ${file} | apertium es-fr > /dev/null`)))}`,
  );

  // What one `apertium` run per batch would cost (the alternative to resident pipelines): 10 batches.
  const batchFiles = Array.from({ length: 10 }, (_, i) => {
    const f = join(dir, `batch-${i}.txt`);
    const n = Math.ceil(segments.length / 10);
    writeFileSync(f, segments.slice(i * n, (i + 1) * n).join('\n') + '\n');
    return f;
  });
  console.log(
    `CLI one run per batch (10), en→fr:     ${rate(await time(() => batchFiles.forEach((f) => execSync(`apertium eng-spa < ${f} | apertium es-fr > /dev/null`))))}`,
  );

  const engine = new ApertiumEngine({ chunkSegments: chunk, processesPerMode: procs });
  try {
    console.log(`adapter en→es cold:                    ${rate(await time(() => engine.translateBatch(segments, 'en', 'es')))}`);
    console.log(`adapter en→es warm:                    ${rate(await time(() => engine.translateBatch(segments, 'en', 'es')))}`);
    console.log(`adapter en→fr (pivot) cold:            ${rate(await time(() => engine.translateBatch(segments, 'en', 'fr')))}`);
    console.log(`adapter en→fr (pivot) warm:            ${rate(await time(() => engine.translateBatch(segments, 'en', 'fr')))}`);
    const pages = Array.from({ length: 10 }, (_, i) =>
      segments.slice(i * Math.ceil(segments.length / 10), (i + 1) * Math.ceil(segments.length / 10)),
    );
    console.log(
      `adapter en→fr, 10 concurrent batches:  ${rate(await time(() => Promise.all(pages.map((p) => engine.translateBatch(p, 'en', 'fr')))))}`,
    );
  } finally {
    await engine.close();
  }
}

void main();
