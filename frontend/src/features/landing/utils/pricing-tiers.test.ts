import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pricingTiers } from './pricing-tiers';

describe('pricingTiers', () => {
  it('has the spec fields for both tiers: title, description, price, perfectFor, icon, emoji', () => {
    const tiers = pricingTiers(i18n.t, { language: 'en', isSignedIn: false });
    expect(tiers.map(({ id, title, price, description }) => ({ id, title, price, description }))).toEqual([
      { id: 'standard', title: 'Standard', price: '2.95$ per page', description: 'AI Analysis + Machine Translation' },
      {
        id: 'enterprise',
        title: 'Enterprise',
        price: 'Contact us for pricing',
        description: 'Custom per-page pricing for your organization, with a dedicated account manager.',
      },
    ]);
    for (const tier of tiers) {
      expect(tier.perfectFor.length).toBeGreaterThan(0);
      expect(tier.icon).toBeTruthy();
      expect(tier.emoji).toMatch(/\p{Extended_Pictographic}/u);
    }
    expect(tiers[0].perfectFor).toEqual(expect.arrayContaining(['Documents you need ready in minutes', 'Great for higher page counts']));
    expect(tiers[1].perfectFor).toContain('Large volumes of documents');
  });

  it('sends visitors to sign in and customers to the wizard; Enterprise always to the contact form', () => {
    expect(pricingTiers(i18n.t, { language: 'en', isSignedIn: false }).map((tier) => tier.action.to)).toEqual(['/sign-in', '/contact-us']);
    expect(pricingTiers(i18n.t, { language: 'en', isSignedIn: true }).map((tier) => tier.action.to)).toEqual([
      '/create-translation',
      '/contact-us',
    ]);
  });
});
