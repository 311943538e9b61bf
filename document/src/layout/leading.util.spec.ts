import { paragraph, prose } from './layout.fixtures';
import { lineSpacings, usualLeading } from './leading.util';
import { groupLines } from './lines.util';

describe('lineSpacings', () => {
  it('measures each line against the next one below in its own column, same size only', () => {
    const lines = groupLines({
      items: [
        ...paragraph([prose(6), prose(6, 1), prose(6, 2)], { x: 72, y: 700, leading: 12 }),
        ...paragraph([prose(6), prose(6, 1)], { x: 320, y: 695, leading: 14 }),
        ...paragraph(['small print'], { x: 72, y: 670, fontSize: 6 }),
      ],
    });
    expect(
      lineSpacings(lines)
        .map((s) => [s.fontSize, s.distance])
        .sort(),
    ).toEqual([
      [10, 12],
      [10, 12],
      [10, 14],
    ]);
  });

  it("leaves out spacings wider than double spacing (a chart's labels a bar apart), not double spacing itself", () => {
    const lines = groupLines({
      items: [
        ...paragraph([prose(6), prose(6, 1), prose(6, 2)], { x: 72, y: 700, leading: 22 }),
        ...paragraph(['LABEL ONE', 'LABEL TWO', 'LABEL THREE'], { x: 320, y: 700, leading: 29 }),
      ],
    });
    expect(lineSpacings(lines).map((s) => s.distance)).toEqual([22, 22]);
  });
});

describe('usualLeading', () => {
  const spacings = [12, 24, 24, 24, 12, 24].map((distance) => ({ fontSize: 10, distance }));

  it('is the most frequent spacing per size, or the tightest frequent one', () => {
    expect(usualLeading(spacings)(10)).toBe(24);
    expect(usualLeading(spacings, { tightest: true })(10)).toBe(12);
    expect(usualLeading(spacings)(10.2)).toBe(24);
    expect(usualLeading(spacings)(14)).toBeUndefined();
  });

  it('ignores a spacing seen once in the tightest pick', () => {
    const once = [9, 12, 12, 12].map((distance) => ({ fontSize: 10, distance }));
    expect(usualLeading(once, { tightest: true })(10)).toBe(12);
  });
});
