import { pageRules, type RuleOps } from './page-rules.util';

// Operator numbers as in pdf.js (any distinct numbers do); path commands as pdf.js's DrawOPS.
const OPS: RuleOps = {
  save: 10,
  restore: 11,
  transform: 12,
  formBegin: 74,
  formEnd: 75,
  constructPath: 91,
  strokes: [20, 21],
  fills: [22, 23],
};
const [MOVE, LINE, CURVE, CLOSE] = [0, 1, 2, 4];
const END_PATH = 28;

/** An operator list from [fn, args] pairs. */
function list(...ops: Array<[number, unknown[] | null]>) {
  return { fnArray: ops.map(([fn]) => fn), argsArray: ops.map(([, args]) => args) };
}
const path = (paint: number, ...data: number[]): [number, unknown[]] => [OPS.constructPath, [paint, [new Float32Array(data)], null]];
/** `re` as pdf.js puts it in a path. */
const rect = (x: number, y: number, w: number, h: number) => [MOVE, x, y, LINE, x + w, y, LINE, x + w, y + h, LINE, x, y + h, CLOSE];

describe('pageRules', () => {
  it('reads the four sides of a stroked rectangle through the transformation matrix, and drops nothing else', () => {
    const rules = pageRules(
      list(
        [OPS.save, null],
        [OPS.transform, [2, 0, 0, 2, 10, 20]],
        path(20, ...rect(0, 0, 50, 10)),
        [OPS.restore, null],
        path(20, ...rect(0, 0, 30, 30)),
      ),
      OPS,
    );
    expect(rules).toEqual([
      // The first rectangle is scaled by 2 and moved by (10, 20): 100 × 20 at (10, 20).
      { x0: 10, y0: 40, x1: 110, y1: 40 },
      { x0: 0, y0: 30, x1: 30, y1: 30 },
      { x0: 10, y0: 20, x1: 110, y1: 20 },
      { x0: 0, y0: 0, x1: 30, y1: 0 },
      { x0: 0, y0: 0, x1: 0, y1: 30 },
      { x0: 10, y0: 20, x1: 10, y1: 40 },
      { x0: 30, y0: 0, x1: 30, y1: 30 },
      { x0: 110, y0: 20, x1: 110, y1: 40 },
    ]);
  });

  it('takes a thin filled bar as a rule along it, and joins a border drawn cell by cell into one', () => {
    const rules = pageRules(
      list(path(22, ...rect(100, 500, 80, 0.5)), path(22, ...rect(180, 500, 60, 0.5)), path(22, ...rect(300, 400, 0.75, 90))),
      OPS,
    );
    expect(rules).toEqual([
      { x0: 100, y0: 500.25, x1: 240, y1: 500.25 },
      { x0: 300.38, y0: 400, x1: 300.38, y1: 490 },
    ]);
  });

  it('ignores clipping paths, shading, curves, slanted strokes and dashes shorter than a rule', () => {
    const rules = pageRules(
      list(
        path(END_PATH, ...rect(0, 0, 600, 800)),
        // A line of text shaded (a filled rectangle behind it): no border.
        path(22, ...rect(100, 100, 200, 12)),
        path(20, MOVE, 0, 0, CURVE, 10, 10, 20, 10, 30, 0),
        path(20, MOVE, 0, 0, LINE, 100, 80),
        path(20, MOVE, 50, 50, LINE, 52, 50),
        path(22, MOVE, 0, 0, CURVE, 0, 50, 50, 50, 50, 0, CLOSE),
      ),
      OPS,
    );
    expect(rules).toEqual([]);
  });

  it('reads a form through its matrix and is back in page space after it', () => {
    const rules = pageRules(
      list(
        [
          OPS.formBegin,
          [
            [1, 0, 0, 1, 100, 100],
            [0, 0, 50, 50],
          ],
        ],
        path(21, MOVE, 0, 0, LINE, 40, 0),
        [OPS.formEnd, null],
        path(21, MOVE, 0, 0, LINE, 40, 0),
      ),
      OPS,
    );
    expect(rules).toEqual([
      { x0: 100, y0: 100, x1: 140, y1: 100 },
      { x0: 0, y0: 0, x1: 40, y1: 0 },
    ]);
  });
});
