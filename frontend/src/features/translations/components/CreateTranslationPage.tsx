import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/Page';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useBillingAddress } from '@/lib/auth/use-billing-address';
import { useOrderFlowParts } from '../order-flow-parts';
import { AddressStep } from '../wizard/AddressStep';
import { DocumentStep } from '../wizard/DocumentStep';
import { LanguageStep } from '../wizard/LanguageStep';
import { QuoteStep } from '../wizard/QuoteStep';
import { useWizard } from '../wizard/use-wizard';
import { WizardFrame } from '../wizard/WizardFrame';
import {
  canGoBack,
  isStepComplete,
  LAST_STEP_INDEX,
  WIZARD_STEPS,
  type WizardState,
  type WizardStepName,
  type WizardStore,
} from '../wizard/wizard-store';

/** Spec §3 "Wizard step": title, description, isShowDescription, isContentCenteredHorizontally, component. */
interface WizardStepDefinition {
  titleKey: string;
  descriptionKey: string;
  isShowDescription: boolean;
  isContentCenteredHorizontally: boolean;
  render: (state: WizardState, actions: WizardStore['actions']) => ReactNode;
}

const STEPS: Record<WizardStepName, WizardStepDefinition> = {
  language: {
    titleKey: 'wizard.steps.language.title',
    descriptionKey: 'wizard.steps.language.description',
    isShowDescription: true,
    isContentCenteredHorizontally: false,
    render: (state, actions) => <LanguageStep state={state} actions={actions} />,
  },
  document: {
    titleKey: 'wizard.steps.document.title',
    descriptionKey: 'wizard.steps.document.description',
    isShowDescription: true,
    isContentCenteredHorizontally: false,
    render: (state, actions) => <DocumentStep state={state} actions={actions} />,
  },
  quote: {
    titleKey: 'wizard.steps.quote.title',
    descriptionKey: 'wizard.steps.quote.description',
    isShowDescription: true,
    isContentCenteredHorizontally: false,
    render: (state, actions) => <QuoteStep state={state} actions={actions} />,
  },
  address: {
    titleKey: 'wizard.steps.address.title',
    descriptionKey: 'wizard.steps.address.description',
    isShowDescription: true,
    isContentCenteredHorizontally: false,
    render: (state, actions) => <AddressStep state={state} actions={actions} />,
  },
  payment: {
    titleKey: 'wizard.steps.payment.title',
    descriptionKey: 'wizard.steps.payment.description',
    isShowDescription: true,
    isContentCenteredHorizontally: false,
    // PaymentStep cancels its open payment itself before calling onEditAddress.
    render: (state, actions) => <PaymentStepSlot quote={state.quote} onEditAddress={() => actions.editAddress()} />,
  },
};

/** The payment step the app gives the wizard (a lazy chunk: the card forms and Stripe's loader come with it). */
function PaymentStepSlot(props: { quote: WizardState['quote']; onEditAddress: () => void }) {
  const { PaymentStep } = useOrderFlowParts();
  return (
    <Suspense fallback={<PageSpinner />}>
      <PaymentStep {...props} />
    </Suspense>
  );
}

/**
 * /create-translation: the five-step wizard of spec §2, reading B (language and format → document → quote →
 * billing address → payment). Access rules (sign-in, policies) are the routes' guards.
 *
 * Back on the payment step shows the address step (not editing) and unmounts PaymentStep, which must cancel its
 * open payment when it goes away unpaid; the server reuses or replaces an open payment anyway. While a payment is
 * being confirmed (`?isPolling=true&paymentId=…`, also after a reload) the payment step stays on screen, Back disabled.
 * Opened on such a link with no order in this tab (an unknown, malformed or foreign payment id, spec §5/§8), the
 * payment step stays after it drops the link, so its "No payment information available" is read; Back starts over.
 */
export function CreateTranslationPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return (
    <Page title={t('pages.createTranslation.title')}>
      <Wizard userId={user.id} />
    </Page>
  );
}

function Wizard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { state, actions } = useWizard(userId);
  const sessionAddress = useBillingAddress();
  const [params] = useSearchParams();
  const resumingPayment = params.get('isPolling') === 'true';
  // Opened on a payment link, with no order of this tab to go back to: the payment step keeps its answer on screen.
  const [openedOnPayment, setOpenedOnPayment] = useState(() => resumingPayment && !state.quote);
  const keepPaymentStep = openedOnPayment && !resumingPayment && !state.quote;

  const stepIndex = resumingPayment || keepPaymentStep ? LAST_STEP_INDEX : state.stepIndex;
  const step = STEPS[WIZARD_STEPS[stepIndex]];
  const shown = { ...state, stepIndex };

  return (
    <WizardFrame
      stepIndex={stepIndex}
      stepCount={WIZARD_STEPS.length}
      title={t(step.titleKey)}
      description={t(step.descriptionKey)}
      isShowDescription={step.isShowDescription}
      isContentCenteredHorizontally={step.isContentCenteredHorizontally}
      canGoNext={!resumingPayment && stepIndex < LAST_STEP_INDEX && isStepComplete(shown, stepIndex, sessionAddress)}
      canGoBack={!resumingPayment && (keepPaymentStep || canGoBack(shown))}
      onNext={() => actions.next(sessionAddress)}
      onBack={() => (keepPaymentStep ? setOpenedOnPayment(false) : actions.back())}
    >
      {step.render(shown, actions)}
    </WizardFrame>
  );
}
