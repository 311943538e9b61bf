import { Logger } from '@nestjs/common';
import { UnrecoverableError, WaitingError } from 'bullmq';
import { TranslationEngineError } from '@pt/document';
import { translateJobId } from '../translation-jobs';
import { PermanentPipelineError, PipelineInterruptedError } from './pipeline-errors';
import { isLastAttempt, TranslateJob, TranslateJobService, translationIdOfJobId } from './translate-job.service';
import type { TranslationPipelineService } from './translation-pipeline.service';

function setup(runError?: unknown, jobOverrides: { attemptsMade?: number; attempts?: number } = {}) {
  const pipeline = {
    run: jest.fn(async (_id: number, options: { onProgress?: (p: number) => unknown }) => {
      await options.onProgress?.(42);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- rethrows the error it was given, as it is
      if (runError) throw runError;
      return 'completed';
    }),
    failForGood: jest.fn(async () => true),
  };
  const job = {
    data: { translationId: 7 },
    attemptsMade: jobOverrides.attemptsMade ?? 0,
    opts: { attempts: jobOverrides.attempts ?? 5 },
    updateProgress: jest.fn(async () => undefined),
    moveToWait: jest.fn(async () => 0),
  };
  const service = new TranslateJobService(pipeline as unknown as TranslationPipelineService);
  const handle = () => service.handle(job as unknown as TranslateJob, 'token-1', new AbortController().signal);
  return { pipeline, job, handle };
}

describe('TranslateJobService.handle', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));
  it('runs the pipeline for the job’s translation and reports its progress to BullMQ', async () => {
    const { pipeline, job, handle } = setup();
    await expect(handle()).resolves.toBe('completed');
    expect(pipeline.run).toHaveBeenCalledWith(7, expect.anything());
    expect(job.updateProgress).toHaveBeenCalledWith(42);
  });

  it('rethrows a transient error for BullMQ to retry, touching nothing while attempts remain', async () => {
    const err = new TranslationEngineError('429', 'transient', 'google');
    const { pipeline, handle } = setup(err, { attemptsMade: 1, attempts: 5 });
    await expect(handle()).rejects.toBe(err);
    expect(pipeline.failForGood).not.toHaveBeenCalled();
  });

  it('settles the translation (failed, refund) on the last attempt', async () => {
    const err = new Error('ECONNRESET');
    const { pipeline, handle } = setup(err, { attemptsMade: 4, attempts: 5 });
    await expect(handle()).rejects.toBe(err);
    expect(pipeline.failForGood).toHaveBeenCalledWith(7, err);
  });

  it('turns a permanent error into UnrecoverableError after settling the translation', async () => {
    const { pipeline, handle } = setup(new TranslationEngineError('403', 'permanent', 'google'));
    await expect(handle()).rejects.toBeInstanceOf(UnrecoverableError);
    expect(pipeline.failForGood).toHaveBeenCalledWith(7, expect.any(PermanentPipelineError));
  });

  it('hands an interrupted job back to the queue without failing it', async () => {
    const { pipeline, job, handle } = setup(new PipelineInterruptedError());
    await expect(handle()).rejects.toBeInstanceOf(WaitingError);
    expect(job.moveToWait).toHaveBeenCalledWith('token-1');
    expect(pipeline.failForGood).not.toHaveBeenCalled();
  });
});

describe('job ids and attempts', () => {
  it('reads the translation id back from the queue’s job id', () => {
    expect(translationIdOfJobId(translateJobId(42))).toBe(42);
    expect(translationIdOfJobId('other-42')).toBeUndefined();
    expect(translationIdOfJobId(undefined)).toBeUndefined();
  });

  it('knows the last attempt as BullMQ does (attempts unset = one attempt)', () => {
    expect(isLastAttempt({ attemptsMade: 3, opts: { attempts: 5 } })).toBe(false);
    expect(isLastAttempt({ attemptsMade: 4, opts: { attempts: 5 } })).toBe(true);
    expect(isLastAttempt({ attemptsMade: 0, opts: {} })).toBe(true);
  });
});
