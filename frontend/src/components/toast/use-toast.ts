import { createContext, useContext } from 'react';
import type { ToastOptions, ToastStore } from './toast-store';

/** What components call: each function shows a toast (or replaces options.id) and returns its id. */
export interface ToastApi {
  blank(message: string, options?: ToastOptions): string;
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  /** Stays until replaced (same id) or dismissed. */
  loading(message: string, options?: ToastOptions): string;
  /** One toast, or all of them without an id. */
  dismiss(id?: string): void;
}

export function toastApi(store: ToastStore): ToastApi {
  return {
    blank: (message, options) => store.show('blank', message, options),
    success: (message, options) => store.show('success', message, options),
    error: (message, options) => store.show('error', message, options),
    loading: (message, options) => store.show('loading', message, options),
    dismiss: (id) => store.dismiss(id),
  };
}

export const ToastContext = createContext<{ store: ToastStore; api: ToastApi } | null>(null);

/**
 * The toasts of the app:
 *   const toast = useToast();
 *   const id = toast.loading(t('…'));
 *   toast.success(t('…'), { id }); // replaces the loading toast
 */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context.api;
}
