import type { OverflowReport, TextRemovalIssue } from './output.types';
import { hasOutputNotes, NO_OUTPUT_NOTES, outputNotesOf } from './output-notes.util';

const overflow = (page: number, overflowPts: number, beyondPage = false): OverflowReport => ({
  page,
  blockId: `b${page}-${overflowPts}`,
  kind: 'paragraph',
  fontSize: 7,
  lines: 4,
  overflow: overflowPts,
  beyondPage,
});
const issue = (page: number, reason: TextRemovalIssue['reason']): TextRemovalIssue => ({ page, stream: '12 0 R', reason });

describe('outputNotesOf', () => {
  it('lists each page once, ascending, for overflows of about a line or more and for text running off the page', () => {
    const notes = outputNotesOf({
      overflows: [overflow(9, 30), overflow(2, 7), overflow(2, 12), overflow(4, 3), overflow(6, 1, true)],
      missingGlyphs: [],
      removal: { issues: [] },
    });
    expect(notes.overflowPages).toEqual([2, 6, 9]);
  });

  it('names pages with characters no font draws', () => {
    const notes = outputNotesOf({
      overflows: [],
      missingGlyphs: [
        { page: 5, blockId: 'a', characters: '☃' },
        { page: 1, blockId: 'b', characters: '𝄞' },
        { page: 5, blockId: 'c', characters: '☃' },
      ],
      removal: { issues: [] },
    });
    expect(notes.missingGlyphPages).toEqual([1, 5]);
  });

  it('names pages whose source text stayed, but not pages where clipping text was removed', () => {
    const notes = outputNotesOf({
      overflows: [],
      missingGlyphs: [],
      removal: {
        issues: [
          issue(3, 'unsupported-filter'),
          issue(1, 'clipping-text'),
          issue(7, 'undecodable'),
          issue(8, 'too-large'),
          issue(3, 'unterminated-inline-image'),
        ],
      },
    });
    expect(notes.sourceTextPages).toEqual([3, 7, 8]);
  });

  it('records the pages of paragraphs shrunk below their style (not already named for an overflow), without making them something to check', () => {
    const shrunk = (page: number, blockId: string) => ({ page, blockId, kind: 'paragraph' as const, fontSize: 7.5, styleSize: 9 });
    const notes = outputNotesOf({
      overflows: [overflow(4, 30)],
      shrunk: [shrunk(6, 'x'), shrunk(2, 'y'), shrunk(6, 'z'), shrunk(4, 'b4-30'), shrunk(4, 'w')],
      missingGlyphs: [],
      removal: { issues: [] },
    });
    expect(notes).toEqual({ ...NO_OUTPUT_NOTES, overflowPages: [4], shrunkPages: [2, 6] });
    expect(hasOutputNotes({ ...NO_OUTPUT_NOTES, shrunkPages: [2] })).toBe(false);
  });

  it('has nothing to say about a clean document', () => {
    const notes = outputNotesOf({ overflows: [overflow(1, 2)], missingGlyphs: [], removal: { issues: [issue(1, 'clipping-text')] } });
    expect(notes).toEqual(NO_OUTPUT_NOTES);
    expect(hasOutputNotes(notes)).toBe(false);
    expect(hasOutputNotes(null)).toBe(false);
    expect(hasOutputNotes({ ...NO_OUTPUT_NOTES, sourceTextPages: [2] })).toBe(true);
  });
});
