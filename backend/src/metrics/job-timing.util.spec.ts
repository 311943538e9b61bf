import { attemptSeconds, firstWaitSeconds } from './job-timing.util';

describe('job timing', () => {
  it('measures the first wait from when the job was due', () => {
    expect(firstWaitSeconds({ timestamp: 1_000, processedOn: 3_500, attemptsStarted: 1 })).toBe(2.5);
    expect(firstWaitSeconds({ timestamp: 1_000, delay: 2_000, processedOn: 3_500, attemptsStarted: 1 })).toBe(0.5);
    expect(firstWaitSeconds({ timestamp: 1_000, delay: 5_000, processedOn: 3_500 })).toBe(0);
  });

  it('leaves out retries and take-overs, and jobs never taken', () => {
    expect(firstWaitSeconds({ timestamp: 1_000, processedOn: 90_000, attemptsStarted: 2 })).toBeNull();
    expect(firstWaitSeconds({ timestamp: 1_000 })).toBeNull();
  });

  it('measures an attempt from processedOn to finishedOn, or to now when not stamped', () => {
    expect(attemptSeconds({ timestamp: 0, processedOn: 10_000, finishedOn: 14_250 }, 99_000)).toBe(4.25);
    expect(attemptSeconds({ timestamp: 0, processedOn: 10_000 }, 12_000)).toBe(2);
    expect(attemptSeconds({ timestamp: 0 }, 12_000)).toBeNull();
  });
});
