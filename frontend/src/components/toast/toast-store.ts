/** The four kinds of toast the product shows (spec §2 "Other"). */
export type ToastType = 'blank' | 'error' | 'success' | 'loading';

/** How long each kind stays on screen (spec §9): 4 s blank and error, 2 s success, loading until replaced. */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};

/** At most this many toasts at once (spec §9); the oldest goes first. */
export const MAX_TOASTS = 20;

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** Milliseconds on screen; Infinity stays until replaced or dismissed. */
  duration: number;
}

export interface ToastOptions {
  /** Replace the toast with this id (e.g. a loading toast becomes a success), or create it with this id. */
  id?: string;
  /** Overrides the kind's default duration (ms); Infinity keeps it until dismissed. */
  duration?: number;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  /** The toasts on screen, newest first. A new array after every change. */
  getSnapshot(): readonly Toast[];
  /** Shows (or replaces, with options.id) a toast and returns its id. */
  show(type: ToastType, message: string, options?: ToastOptions): string;
  /** Removes one toast, or all of them without an id. */
  dismiss(id?: string): void;
  /** Stops the clocks (pointer over or focus inside the toasts) … */
  pause(): void;
  /** … and restarts them with the time that was left. */
  resume(): void;
  /** Clears the pending timers (unmount). */
  destroy(): void;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

/** Toast state with its own timers; framework-free so it can be tested alone. */
export function createToastStore({ max = MAX_TOASTS }: { max?: number } = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let paused = false;
  let counter = 0;
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const clearTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(id);
  };

  const start = (id: string, timer: Timer) => {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => remove(id), timer.remaining);
  };

  const schedule = (id: string, duration: number) => {
    clearTimer(id);
    if (!Number.isFinite(duration)) return;
    const timer: Timer = { handle: null, remaining: Math.max(0, duration), startedAt: 0 };
    timers.set(id, timer);
    if (!paused) start(id, timer);
  };

  function remove(id: string) {
    clearTimer(id);
    const next = toasts.filter((toast) => toast.id !== id);
    if (next.length === toasts.length) return;
    toasts = next;
    // The pointer cannot stay over toasts that are gone (and mouseleave may never come).
    if (toasts.length === 0) paused = false;
    emit();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
    show(type, message, options = {}) {
      const id = options.id ?? `toast-${++counter}`;
      const toast: Toast = { id, type, message, duration: options.duration ?? TOAST_DURATIONS[type] };
      if (toasts.some((existing) => existing.id === id)) {
        toasts = toasts.map((existing) => (existing.id === id ? toast : existing));
      } else {
        toasts = [toast, ...toasts];
        for (const dropped of toasts.slice(max)) clearTimer(dropped.id);
        toasts = toasts.slice(0, max);
      }
      schedule(id, toast.duration);
      emit();
      return id;
    },
    dismiss(id) {
      if (id !== undefined) {
        remove(id);
        return;
      }
      for (const toast of toasts) clearTimer(toast.id);
      toasts = [];
      paused = false;
      emit();
    },
    pause() {
      if (paused) return;
      paused = true;
      const now = Date.now();
      for (const timer of timers.values()) {
        if (!timer.handle) continue;
        clearTimeout(timer.handle);
        timer.handle = null;
        timer.remaining = Math.max(0, timer.remaining - (now - timer.startedAt));
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, timer] of timers) start(id, timer);
    },
    destroy() {
      for (const timer of timers.values()) if (timer.handle) clearTimeout(timer.handle);
      timers.clear();
    },
  };
}
