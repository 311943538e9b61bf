import { useEffect, useSyncExternalStore } from 'react';
import { initialWizardState, wizardStore, type WizardState, type WizardStore } from './wizard-store';

/**
 * The wizard's state for `userId` and its actions. State left by another user (a logout in this tab) is never
 * shown: it is replaced by a fresh wizard for this user.
 */
export function useWizard(userId: number, store: WizardStore = wizardStore): { state: WizardState; actions: WizardStore['actions'] } {
  const stored = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const isOwn = stored.userId === userId;

  useEffect(() => {
    if (!isOwn) store.actions.reset(userId);
  }, [isOwn, store, userId]);

  return { state: isOwn ? stored : initialWizardState(userId), actions: store.actions };
}
