/** What BlockReadiness needs of a block: its id and the segments its sentences use. */
export interface BlockOfSegments {
  id: string;
  sentences: ReadonlyArray<{ segmentId?: string }>;
}

/**
 * Which blocks have every segment translated, as translations come in batch after batch, so the writer can set them
 * while the engine works on the rest. A segment may serve several blocks (a repeated sentence is translated once) and
 * a block several segments. Each block is handed out once, in document order within each call.
 */
export class BlockReadiness<B extends BlockOfSegments> {
  private readonly missing = new Map<B, number>();
  private readonly blocksOfSegment = new Map<string, B[]>();
  private readonly ready: B[] = [];
  private readonly order: Map<B, number>;

  /** `known`: segments already translated (e.g. by an earlier attempt); blocks needing nothing else are ready at once. */
  constructor(blocks: readonly B[], known: (segmentId: string) => boolean = () => false) {
    this.order = new Map(blocks.map((block, index) => [block, index]));
    for (const block of blocks) {
      const needed = new Set<string>();
      for (const sentence of block.sentences) {
        if (sentence.segmentId !== undefined && !known(sentence.segmentId)) needed.add(sentence.segmentId);
      }
      if (needed.size === 0) {
        this.ready.push(block);
        continue;
      }
      this.missing.set(block, needed.size);
      for (const segmentId of needed) {
        const list = this.blocksOfSegment.get(segmentId);
        if (list) list.push(block);
        else this.blocksOfSegment.set(segmentId, [block]);
      }
    }
  }

  /** Records translated segments (each counts once) and answers the blocks now complete, not handed out before. */
  translated(segmentIds: Iterable<string>): B[] {
    for (const segmentId of segmentIds) {
      const blocks = this.blocksOfSegment.get(segmentId);
      if (!blocks) continue;
      this.blocksOfSegment.delete(segmentId);
      for (const block of blocks) {
        const left = this.missing.get(block)! - 1;
        if (left > 0) {
          this.missing.set(block, left);
        } else {
          this.missing.delete(block);
          this.ready.push(block);
        }
      }
    }
    return this.take();
  }

  /** The blocks complete and not handed out yet (at first: those that needed no translation). */
  take(): B[] {
    const out = this.ready.splice(0);
    return out.sort((a, b) => this.order.get(a)! - this.order.get(b)!);
  }

  /** Blocks still waiting for a segment, in document order (what is left when the translations end). */
  incomplete(): B[] {
    return [...this.missing.keys()].sort((a, b) => this.order.get(a)! - this.order.get(b)!);
  }
}
