import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { TFunction } from 'i18next';
import { paths } from '@/config/paths';
import type { Language } from '@/lib/i18n';
import { publicPagePrice } from '@/lib/public-price';

/** A pricing tier of the landing page (spec §3: title, description, price, perfectFor list, icon, emoji). */
export interface PricingTier {
  id: 'standard' | 'enterprise';
  title: string;
  description: string;
  price: string;
  perfectFor: string[];
  icon: SvgIconComponent;
  /** Decorative only: hidden from assistive technology. */
  emoji: string;
  action: { label: string; to: string };
  /** The tier most visitors want, drawn with a stronger outline. */
  featured: boolean;
}

/**
 * The two tiers of spec §9: Standard ("2.95$ per page", AI analysis + machine translation, ready in minutes, great
 * for higher page counts) and Enterprise (contact us for pricing, large volumes).
 */
export function pricingTiers(t: TFunction, { language, isSignedIn }: { language: Language; isSignedIn: boolean }): PricingTier[] {
  return [
    {
      id: 'standard',
      title: t('landing.pricing.standard.title'),
      description: t('landing.pricing.standard.description'),
      price: t('landing.pricing.standard.price', { price: publicPagePrice(language) }),
      perfectFor: [
        t('landing.pricing.standard.perfectFor.minutes'),
        t('landing.pricing.standard.perfectFor.pageCount'),
        t('landing.pricing.standard.perfectFor.payg'),
      ],
      icon: DescriptionOutlined,
      emoji: '⚡',
      action: { label: t('landing.pricing.standard.action'), to: isSignedIn ? paths.createTranslation : paths.signIn },
      featured: true,
    },
    {
      id: 'enterprise',
      title: t('landing.pricing.enterprise.title'),
      description: t('landing.pricing.enterprise.description'),
      price: t('landing.pricing.enterprise.price'),
      perfectFor: [
        t('landing.pricing.enterprise.perfectFor.volume'),
        t('landing.pricing.enterprise.perfectFor.teams'),
        t('landing.pricing.enterprise.perfectFor.longDocuments'),
      ],
      icon: ApartmentOutlined,
      emoji: '☎',
      action: { label: t('landing.pricing.enterprise.action'), to: paths.contactUs },
      featured: false,
    },
  ];
}
