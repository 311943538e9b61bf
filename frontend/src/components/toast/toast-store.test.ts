import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, TOAST_DURATIONS, createToastStore } from './toast-store';

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec durations: 4 s blank and error, 2 s success, loading until replaced', () => {
    expect(TOAST_DURATIONS).toEqual({ blank: 4000, error: 4000, success: 2000, loading: Infinity });
    const store = createToastStore();
    store.show('blank', 'blank');
    store.show('error', 'error');
    store.show('success', 'success');
    store.show('loading', 'loading');
    const messages = () => store.getSnapshot().map((toast) => toast.message);
    expect(messages()).toEqual(['loading', 'success', 'error', 'blank']);

    vi.advanceTimersByTime(1999);
    expect(messages()).toContain('success');
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['loading', 'error', 'blank']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(['loading']);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(messages()).toEqual(['loading']);
  });

  it('replaces a toast by id and restarts its clock with the new kind', () => {
    const store = createToastStore();
    const id = store.show('loading', 'Preparing download...');
    expect(store.show('success', 'Download started', { id })).toBe(id);
    expect(store.getSnapshot()).toEqual([{ id, type: 'success', message: 'Download started', duration: 2000 }]);
    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps at most 20 toasts, dropping the oldest', () => {
    expect(MAX_TOASTS).toBe(20);
    const store = createToastStore();
    for (let i = 1; i <= 25; i += 1) store.show('loading', `toast ${i}`);
    const toasts = store.getSnapshot();
    expect(toasts).toHaveLength(20);
    expect(toasts[0].message).toBe('toast 25');
    expect(toasts[19].message).toBe('toast 6');
  });

  it('dismisses one toast or all of them, and tells its subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.show('blank', 'one');
    store.show('blank', 'two');
    store.dismiss(first);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['two']);
    store.dismiss();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.show('blank', 'three');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('pauses the clocks and resumes with the time left', () => {
    const store = createToastStore();
    store.show('error', 'error');
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('honours a custom duration and stops its timers on destroy', () => {
    const store = createToastStore();
    store.show('blank', 'short', { duration: 500 });
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toEqual([]);
    store.show('blank', 'kept');
    store.destroy();
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
