import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { recordVisit } from '../api/record-visit';
import { DEMO_VIDEO_URL } from '../utils/demo-video';
import { ClosingCallToAction } from './ClosingCallToAction';
import { DemoSection } from './DemoSection';
import { FeaturesSection } from './FeaturesSection';
import { Hero } from './Hero';
import { PricingSection } from './PricingSection';

const PRICING_ID = 'pricing';

/**
 * Spec §2 landing: every load counts a visit and, with a stored token, checks the session (GET /auth/check): one
 * check per load, the app's start-up check when the app opened here. Runs once per mount (StrictMode's second
 * effect pass reuses the ref).
 */
function useLandingLoad() {
  const { checkAuthOnLoad } = useAuth();
  const { pathname } = useLocation();
  // The router's first location arrives by POP; a later POP (back/forward) is told apart by the store.
  const opened = useNavigationType() === NavigationType.Pop;
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // Counting is best effort: a failure must never disturb the visitor.
    recordVisit().catch(() => undefined);
    // Without a token this does nothing.
    void checkAuthOnLoad(pathname, { opened });
  }, [checkAuthOnLoad, pathname, opened]);
}

interface LandingPageProps {
  /** The demo video's URL; by default the build's VITE_DEMO_VIDEO_URL. */
  demoVideoUrl?: string;
}

/** `/`: hero, Fast / Cheap / Easy, pricing, the demo, and the closing call to action. The footer is the layout's. */
export function LandingPage({ demoVideoUrl = DEMO_VIDEO_URL }: LandingPageProps) {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  useDocumentTitle(t('pages.landing.title'));
  useLandingLoad();

  return (
    <Box sx={{ pb: 2 }}>
      <Hero isSignedIn={isSignedIn} pricingAnchor={PRICING_ID} />
      <FeaturesSection />
      <PricingSection id={PRICING_ID} isSignedIn={isSignedIn} />
      <DemoSection videoUrl={demoVideoUrl} />
      <ClosingCallToAction isSignedIn={isSignedIn} />
    </Box>
  );
}
