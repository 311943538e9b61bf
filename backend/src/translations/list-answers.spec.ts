import { ListAnswers } from './list-answers';

const rows = (n: number, overrides: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    status: 'completed',
    created_at: new Date(1_000 * i),
    output_notes: { overflowPages: [1] },
    ...overrides,
  }));

describe('ListAnswers', () => {
  const render = jest.fn((r: object[]) => JSON.stringify(r));
  beforeEach(() => render.mockClear());

  it('answers the kept JSON while the rows are the same, field by field (dates and JSON by value)', () => {
    const answers = new ListAnswers<object>({ maxLength: 1e6, minRows: 2 });
    const first = answers.answer(1, rows(3), render);
    expect(answers.answer(1, rows(3), render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('makes the answer anew when any value changed, a row came or went', () => {
    const answers = new ListAnswers<object>({ maxLength: 1e6, minRows: 2 });
    answers.answer(1, rows(3), render);
    const changed = rows(3);
    changed[2] = { ...changed[2], status: 'failed' };
    expect(JSON.parse(answers.answer(1, changed, render))[2].status).toBe('failed');
    expect(JSON.parse(answers.answer(1, rows(3, { output_notes: { overflowPages: [2] } }), render))[0].output_notes).toEqual({
      overflowPages: [2],
    });
    expect(JSON.parse(answers.answer(1, rows(3, { created_at: new Date(5) }), render))[1].created_at).toBe(new Date(5).toISOString());
    expect(JSON.parse(answers.answer(1, rows(4, { created_at: new Date(5) }), render))).toHaveLength(4);
    expect(render).toHaveBeenCalledTimes(5);
  });

  it('keeps one answer per user, not short lists, and drops the least recently answered over the bound', () => {
    const answers = new ListAnswers<object>({ maxLength: JSON.stringify(rows(3)).length * 2, minRows: 2 });
    answers.answer(1, rows(1), render);
    answers.answer(1, rows(1), render); // one row: not kept
    answers.answer(2, rows(3), render);
    answers.answer(3, rows(3), render);
    answers.answer(2, rows(3), render); // kept: 2 is now the most recent
    answers.answer(4, rows(3), render); // over the bound: 3 goes
    answers.answer(2, rows(3), render);
    answers.answer(3, rows(3), render);
    expect(render.mock.calls.length).toBe(6);
  });
});
