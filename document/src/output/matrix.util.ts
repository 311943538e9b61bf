// PDF transformation matrices [a b c d e f] for the writer's content-stream walks and OCR's page-image reader. The
// parser's helpers (pdf/page-rules.util.ts, pdf/word-breaks.util.ts) keep their own copies: they are loaded by path
// in the parsing process, with no imports but types.

export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 then m2 (PDF row-vector convention: p × m1 × m2): the matrix a `cm` of m1 leaves over the current m2. */
export function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  return [
    m1[0] * m2[0] + m1[1] * m2[2],
    m1[0] * m2[1] + m1[1] * m2[3],
    m1[2] * m2[0] + m1[3] * m2[2],
    m1[2] * m2[1] + m1[3] * m2[3],
    m1[4] * m2[0] + m1[5] * m2[2] + m2[4],
    m1[4] * m2[1] + m1[5] * m2[3] + m2[5],
  ];
}

/** The point (x, y) through `m`. */
export function applyMatrix(m: readonly number[], x: number, y: number): [number, number] {
  return [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];
}
