import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { mockViewportWidth, renderPage } from '@/testing/test-utils';
import type { Translation } from '@/lib/api-types';
import { wizardStore } from '../wizard/wizard-store';
import { TranslationsPage } from './TranslationsPage';

function buildTranslation(overrides: Partial<Translation> = {}): Translation {
  const id = overrides.id ?? 1;
  return {
    id,
    orderNumber: `PT-000${id}`,
    status: { value: 'completed' },
    isRefunded: false,
    date: '2026-01-15T12:00:00.000Z',
    sourceDocument: { name: `report-${id}.pdf`, pageCount: 8 },
    targetDocument: { name: `report-${id}-fr.pdf`, blobName: `results/${id}.pdf` },
    quote: { subTotal: 23.6 },
    progress: 100,
    ...overrides,
  };
}

const CHECKED = buildTranslation({
  id: 1,
  pagesToCheck: [
    { page: 3, reasons: ['overflow'] },
    { page: 7, reasons: ['missing_glyphs', 'source_left'] },
  ],
});
const CLEAN = buildTranslation({ id: 2 });
const RUNNING = buildTranslation({
  id: 3,
  status: { value: 'in-progress' },
  targetDocument: null,
  pagesToCheck: [{ page: 1, reasons: ['overflow'] }],
});

function renderHome(translations: Translation[]) {
  const session = storeSession(buildUser({ id: 41 }));
  mockApi({ 'GET /auth/check': jsonResponse(session), 'GET /translations': jsonResponse(translations) });
  return renderPage(<TranslationsPage />, '/home');
}

const cellOf = (name: string) => screen.getByText(name).closest('td') as HTMLElement;
const originalMatchMedia = window.matchMedia;

beforeEach(() => wizardStore.actions.reset(null));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.restoreAllMocks();
});

describe('TranslationsPage: pages to check', () => {
  it('lists the pages of a completed translation with their reasons, in the e-mail’s words', async () => {
    await setupTestI18n('en');
    renderHome([CHECKED, CLEAN, RUNNING]);
    await screen.findByRole('table');
    const section = within(cellOf('report-1.pdf')).getByRole('region', { name: 'Pages to check: 3, 7' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Page 3: the translation is longer than the original and runs past its space, even at the smallest readable size.',
      'Page 7: some characters cannot be drawn with our fonts and show as blanks. Part of the original text could not be removed and may show under the translation.',
    ]);
    expect(section).toHaveTextContent('The DOCX version, whose text reflows, does not have this problem.');
    // Nothing for a clean translation, nor for one still running.
    expect(screen.getAllByText(/^Pages to check/)).toHaveLength(1);
    expect(cellOf('report-2.pdf')).not.toHaveTextContent('check');
    expect(cellOf('report-3.pdf')).not.toHaveTextContent('check');
  });

  it('links "The DOCX version" to the wizard with DOCX chosen', async () => {
    await setupTestI18n('en');
    const user = userEvent.setup();
    const { router } = renderHome([CHECKED]);
    await user.click(await screen.findByRole('link', { name: 'The DOCX version' }));
    expect(router.state.location.pathname).toBe('/create-translation');
    expect(wizardStore.getState()).toMatchObject({ userId: 41, stepIndex: 0, outputFormat: 'docx' });
  });

  it('offers no DOCX link when no text overflowed', async () => {
    await setupTestI18n('en');
    renderHome([buildTranslation({ pagesToCheck: [{ page: 2, reasons: ['source_left'] }] })]);
    expect(await screen.findByText('Pages to check: 2')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'The DOCX version' })).not.toBeInTheDocument();
  });

  it('in French', async () => {
    await setupTestI18n('fr');
    renderHome([CHECKED]);
    const section = await screen.findByRole('region', { name: 'Pages à vérifier : 3, 7' });
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent(
      'Page 3 : la traduction est plus longue que l’original et dépasse son emplacement, même à la plus petite taille lisible.',
    );
    expect(within(section).getByRole('link', { name: 'La version DOCX' })).toBeInTheDocument();
    expect(section).toHaveTextContent('La version DOCX, dont le texte se remet en page, n’a pas ce défaut.');
  });

  it('on a phone, in the translation’s card', async () => {
    await setupTestI18n('en');
    mockViewportWidth(576);
    renderHome([CHECKED]);
    const list = await screen.findByRole('list', { name: 'Your translations' });
    expect(within(list).getByRole('region', { name: 'Pages to check: 3, 7' })).toBeInTheDocument();
  });
});
