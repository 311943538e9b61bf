import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { BillingAddressView } from '@/components/billing/BillingAddressView';
import { useBillingAddress } from '@/lib/auth/use-billing-address';
import type { BillingAddress } from '@/lib/api-types';
import { useOrderFlowParts } from '../order-flow-parts';
import { currentAddress, type WizardState, type WizardStore } from './wizard-store';

interface AddressStepProps {
  state: WizardState;
  actions: WizardStore['actions'];
}

/**
 * Step 4: the billing address taxes are computed from. The saved address with an edit button, or the form when
 * there is none yet or while editing; saving completes the step with "Address confirmed!".
 */
export function AddressStep({ state, actions }: AddressStepProps) {
  const { t } = useTranslation();
  const address = currentAddress(state, useBillingAddress());
  const { BillingAddressForm } = useOrderFlowParts();

  if (!address || state.editingAddress) {
    return (
      <BillingAddressForm
        address={address}
        onSaved={(user) => actions.addressSaved(user.billingAddress as BillingAddress)}
        onCancel={address ? () => actions.stopEditingAddress() : undefined}
      />
    );
  }

  return (
    <Stack spacing={2}>
      {state.confirmedAddress && (
        <Alert severity="success" role="status">
          {t('billing.confirmed')}
        </Alert>
      )}
      <BillingAddressView address={address} onEdit={() => actions.editAddress()} />
    </Stack>
  );
}
