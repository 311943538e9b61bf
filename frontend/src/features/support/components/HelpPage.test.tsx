import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderPage } from '@/testing/test-utils';
import { HelpPage } from './HelpPage';

describe('HelpPage', { timeout: 20_000 }, () => {
  it('says "Coming soon" and points to the FAQ and the contact form', () => {
    renderPage(<HelpPage />, '/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(document.title).toBe('Coming soon | PageTranslate');
    const links = within(screen.getByRole('navigation', { name: 'Help links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Frequently asked questions', '/faq'],
      ['Contact us', '/contact-us'],
    ]);
  });

  it('in French', async () => {
    await i18n.changeLanguage('fr');
    renderPage(<HelpPage />, '/help');
    expect(screen.getByRole('heading', { level: 1, name: 'Bientôt disponible' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Foire aux questions' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', '/contact-us');
  });
});
