import { useTranslation } from 'react-i18next';
import { parseDemoVideoUrl } from '../utils/demo-video';
import { DemoVideoFacade } from './DemoVideoFacade';
import { HowItWorks } from './HowItWorks';
import { LandingSection } from './LandingSection';

/** The demo video when one is configured; otherwise the same story told in three illustrated steps. */
export function DemoSection({ videoUrl }: { videoUrl: string | undefined }) {
  const { t } = useTranslation();
  const video = parseDemoVideoUrl(videoUrl);
  if (!video) {
    return (
      <LandingSection id="how-it-works" title={t('landing.howItWorks.title')} subtitle={t('landing.howItWorks.subtitle')}>
        <HowItWorks />
      </LandingSection>
    );
  }
  return (
    <LandingSection id="demo" title={t('landing.demo.title')} subtitle={t('landing.demo.subtitle')}>
      <DemoVideoFacade video={video} />
    </LandingSection>
  );
}
