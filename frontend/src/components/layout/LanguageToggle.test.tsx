import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '@/lib/i18n';
import { renderRoute, renderWithProviders } from '@/testing/test-utils';
import { LanguageToggle } from './LanguageToggle';

describe('LanguageToggle', { timeout: 20_000 }, () => {
  it('switches the visible texts between English and French and remembers the choice in the cookie', async () => {
    const user = userEvent.setup();
    renderRoute('/contact-us');

    // The first render of the lazy page transforms its chunk, which is slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'FR' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Nous joindre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FR' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Nous joindre | PageTranslate');

    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('reports the new language to its owner', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<LanguageToggle onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'FR' }));
    expect(onChange).toHaveBeenCalledWith('fr');
    await user.click(screen.getByRole('button', { name: 'FR' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
