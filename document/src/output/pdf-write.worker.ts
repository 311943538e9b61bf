// The process that writes translated PDFs, started and bounded by PdfWriteRunner (never imported by the app): pdf-lib
// parses the customer's PDF and rebuilds it here, so a pathological document can exhaust this process's time or
// memory, not the job worker's. It serves one document at a time and many in its life (code, fonts and the JIT stay
// warm); the runner kills it at the document's time limit or memory cap and retires it after a number of documents.
//
// In the built app it is compiled .js. In development and tests Node runs it as TypeScript (type stripping: the
// writer's modules use erasable syntax only, e.g. no parameter properties) and a resolve hook adds the `.ts` that
// local imports leave out. So this file imports nothing local at load time except types.
import type { PdfWriteMessage, PdfWriteRequest, WireBlock } from './pdf-write.types';
import type { SourceRange, TranslatedPdfBuilder } from './pdf-writer';

type WriterModule = typeof import('./pdf-writer');
type FontsModule = typeof import('./pdf-fonts');

function registerTypeScriptResolution(): void {
  const { registerHooks } = process.getBuiltinModule('node:module');
  registerHooks({
    resolve(specifier, context, next) {
      try {
        return next(specifier, context);
      } catch (error) {
        if (/^\.\.?\//.test(specifier) && !/\.[cm]?[jt]s$/.test(specifier)) return next(`${specifier}.ts`, context);
        throw error;
      }
    },
  });
}

function send(message: PdfWriteMessage): Promise<void> {
  return new Promise((resolve, reject) => process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

function describe(error: unknown): { name: string; message: string } {
  return { name: (error as Error)?.name ?? 'Error', message: (error as Error)?.message ?? String(error) };
}

async function serve(): Promise<void> {
  if ((process.argv[1] ?? '').endsWith('.ts')) registerTypeScriptResolution();
  const writer: WriterModule = await import('./pdf-writer');
  const fonts: FontsModule = await import('./pdf-fonts');
  await fonts.preloadFontFiles();

  const { readFile } = process.getBuiltinModule('node:fs/promises');

  // One document at a time; requests are handled in order (typeset messages may arrive before `open` is done).
  /** Blocks of the next document, sent ahead of its `open` in several messages. */
  let incoming: WireBlock[] = [];
  let builder: Promise<TranslatedPdfBuilder> | undefined;
  /** The source (whole, or its ranges) while a bilingual document is open. */
  let bilingualSource: { pdf?: Uint8Array; ranges?: SourceRange[] } | undefined;
  let failure: unknown;
  let chain = Promise.resolve();
  const handle = async (request: PdfWriteRequest): Promise<void> => {
    switch (request.type) {
      case 'blocks':
        incoming.push(...request.blocks);
        return;
      case 'open': {
        failure = undefined;
        const source: { pdf?: Uint8Array; ranges?: SourceRange[] } = { pdf: request.sourcePdf, ranges: request.ranges };
        bilingualSource = request.bilingual ? source : undefined;
        const blocks = incoming.length > 0 ? [...incoming, ...request.blocks] : request.blocks;
        const { sourcePath } = request;
        builder = (async () => {
          // A source given as a file is read here: its bytes never crossed IPC.
          if (sourcePath) source.pdf = new Uint8Array(await readFile(sourcePath));
          return writer.TranslatedPdfBuilder.open({
            sourcePdf: source.pdf ?? new Uint8Array(0),
            ranges: request.ranges,
            blocks,
            language: request.language,
          });
        })();
        incoming = [];
        builder.catch((error: unknown) => (failure ??= error));
        return;
      }
      case 'typeset':
        if (!builder || failure) return;
        try {
          const open = await builder;
          for (const block of request.blocks) await open.typeset(block);
        } catch (error) {
          failure ??= error;
        }
        return;
      case 'finish': {
        const current = builder;
        builder = undefined;
        try {
          if (!current) throw new Error('no document is open');
          const open = await current;
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows the error it was given, as it is
          if (failure) throw failure;
          const bilingual = bilingualSource && (await import('./bilingual')).buildBilingualPdf;
          // Written by ranges: each range goes as soon as it is saved (bilingual: with its source range's pages).
          const result = await open.finish(async ({ first, pdf }) => {
            const source = bilingualSource?.ranges?.find((range) => range.first === first)?.pdf;
            const original = typeof source === 'string' ? new Uint8Array(await readFile(source)) : source;
            await send({ type: 'range', first, pdf: bilingual && original ? await bilingual(original, pdf) : pdf });
          });
          if (bilingual && bilingualSource?.pdf && result.pdf.length > 0) result.pdf = await bilingual(bilingualSource.pdf, result.pdf);
          await send({ type: 'result', ...result });
        } catch (error) {
          await send({ type: 'error', ...describe(failure ?? error) });
        }
        failure = undefined;
        bilingualSource = undefined;
        return;
      }
    }
  };
  process.on('message', (request: PdfWriteRequest) => {
    chain = chain.then(() => handle(request)).catch(() => undefined);
  });
  await send({ type: 'ready' });
}

if (process.env.PT_PDF_WRITER === '1' && process.send) {
  // The group's SIGINT/SIGTERM are the parent's to handle: it finishes its jobs with this process, then ends it.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  process.on('disconnect', () => process.exit(0));
  serve().catch((error: unknown) => {
    process.stderr.write(`PDF writer could not start: ${describe(error).message}\n`);
    process.exit(1);
  });
}
