import { Injectable, Logger } from '@nestjs/common';
import { StorageObjectNotFoundError, StorageService } from '../../storage/storage.service';

interface CheckpointFile {
  v: 1;
  source: string;
  target: string;
  /** [protected source segment, its translation] */
  translations: Array<[string, string]>;
}

/** Where a translation's checkpoint lives: next to its result, removed when the translation is settled. */
export const checkpointKey = (translationId: number): string => `checkpoints/${translationId}/segments.json`;

/**
 * The segments already translated, kept in storage so that a retried or resumed job (after a crash, a transient
 * engine error or a shutdown) sends only the rest to the engine. Keyed by the protected segment text, not by segment
 * id, so it stays right even if text reconstruction changes between two attempts. Best effort: a checkpoint that
 * cannot be read or written only costs re-translation.
 */
@Injectable()
export class SegmentCheckpointStore {
  private readonly logger = new Logger(SegmentCheckpointStore.name);

  constructor(private readonly storage: StorageService) {}

  async load(translationId: number, source: string, target: string): Promise<Map<string, string>> {
    try {
      const stream = await this.storage.getStream(checkpointKey(translationId));
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const file = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CheckpointFile;
      if (file.v !== 1 || file.source !== source || file.target !== target) return new Map();
      return new Map(file.translations);
    } catch (err) {
      if (!(err instanceof StorageObjectNotFoundError)) this.logger.warn({ err, translationId }, 'checkpoint not readable: starting over');
      return new Map();
    }
  }

  async save(translationId: number, source: string, target: string, translations: ReadonlyMap<string, string>): Promise<void> {
    const file: CheckpointFile = { v: 1, source, target, translations: [...translations] };
    try {
      await this.storage.put(checkpointKey(translationId), Buffer.from(JSON.stringify(file)));
    } catch (err) {
      this.logger.warn({ err, translationId }, 'checkpoint not written');
    }
  }

  async remove(translationId: number): Promise<void> {
    await this.storage
      .delete(checkpointKey(translationId))
      .catch((err) => this.logger.warn({ err, translationId }, 'checkpoint not removed'));
  }
}
