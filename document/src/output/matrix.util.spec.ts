import { applyMatrix, IDENTITY, multiply } from './matrix.util';

describe('matrices', () => {
  it('multiplies in PDF order: m1 then m2', () => {
    expect(applyMatrix(multiply([2, 0, 0, 2, 0, 0], [1, 0, 0, 1, 10, 20]), 3, 4)).toEqual([16, 28]);
    expect(applyMatrix(multiply([1, 0, 0, 1, 10, 20], [2, 0, 0, 2, 0, 0]), 3, 4)).toEqual([26, 48]);
  });

  it('the identity changes nothing', () => {
    expect(multiply(IDENTITY, [1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(applyMatrix(IDENTITY, 7, -8)).toEqual([7, -8]);
  });
});
