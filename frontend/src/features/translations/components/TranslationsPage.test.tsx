/* eslint-disable max-lines -- the list page's behaviours (the list, phone width, refresh, download) share the
   translations built and the mocked API set up here; each describe is one of them. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRANSLATION_STATUS_COLORS } from '@pt/libs/translation-status';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi, urlOf } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { mockViewportWidth, renderPage } from '@/testing/test-utils';
import type { Translation } from '@/lib/api-types';
import { TranslationsPage } from './TranslationsPage';

const DATE = '2026-01-15T12:00:00.000Z';

function buildTranslation(overrides: Partial<Translation> = {}): Translation {
  const id = overrides.id ?? 1;
  return {
    id,
    orderNumber: `PT-000${id}`,
    status: { value: 'completed' },
    isRefunded: false,
    date: DATE,
    sourceDocument: { name: `report-${id}.pdf`, pageCount: 2 },
    targetDocument: { name: `report-${id}-fr.pdf`, blobName: `results/${id}.pdf` },
    quote: { subTotal: 5.9 },
    progress: 100,
    ...overrides,
  };
}

const ALL_STATUSES: Translation[] = [
  buildTranslation({ id: 1, status: { value: 'created' }, targetDocument: null, progress: 0 }),
  buildTranslation({ id: 2, status: { value: 'in-progress' }, targetDocument: null, progress: 45 }),
  buildTranslation({ id: 3, status: { value: 'completed' } }),
  buildTranslation({ id: 4, status: { value: 'failed' }, targetDocument: null }),
  buildTranslation({ id: 5, status: { value: 'failed' }, isRefunded: true, targetDocument: null }),
  buildTranslation({ id: 6, status: { value: 'cancelled' }, targetDocument: null }),
  // A status the schema does not list (a newer server): shown as Unknown.
  buildTranslation({ id: 7, status: { value: 'archived' as Translation['status']['value'] }, targetDocument: null }),
];

type Routes = Parameters<typeof mockApi>[0];

function renderHome(routes: Routes) {
  const session = storeSession(buildUser());
  const fetchMock = mockApi({ 'GET /auth/check': jsonResponse(session), ...routes });
  const view = renderPage(<TranslationsPage />, '/home');
  return { ...view, fetchMock };
}

const listCalls = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, 'GET /translations').length;

/** The row (desktop) holding `text`. */
function rowOf(text: string) {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`No row for ${text}`);
  return row;
}

const toasts = () => screen.getByRole('region', { name: 'Notifications' });

/** The error toasts (their own assertive live region), once one is shown. */
async function toastError() {
  const errors = toasts().querySelector('[aria-live="assertive"]') as HTMLElement;
  await waitFor(() => expect(errors).not.toBeEmptyDOMElement());
  return errors;
}

const originalMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.restoreAllMocks();
});

describe('TranslationsPage: the list', () => {
  it('without a token: /logout', async () => {
    mockApi({});
    const { router } = renderPage(<TranslationsPage />, '/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('shows the columns Document, Order, Status, Date, Actions', async () => {
    renderHome({ 'GET /translations': jsonResponse([buildTranslation()]) });
    const table = await screen.findByRole('table', { name: 'Your translations' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Document', 'Order', 'Status', 'Date', 'Actions']);
    const row = rowOf('report-1.pdf');
    expect(row).toHaveTextContent('Pages: 2');
    expect(row).toHaveTextContent('PT-0001');
    expect(row).toHaveTextContent('Subtotal (before tax): $5.90');
    const expectedDate = new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(DATE));
    const time = row.querySelector('time');
    expect(time).toHaveTextContent(expectedDate);
    expect(time).toHaveAttribute('datetime', DATE);
  });

  it.each([
    ['report-1.pdf', 'In queue', TRANSLATION_STATUS_COLORS.created],
    ['report-2.pdf', 'In Progress', TRANSLATION_STATUS_COLORS['in-progress']],
    ['report-3.pdf', 'Completed', TRANSLATION_STATUS_COLORS.completed],
    ['report-4.pdf', 'Failed', TRANSLATION_STATUS_COLORS.failed],
    ['report-5.pdf', 'Failed + Refunded', TRANSLATION_STATUS_COLORS.failed],
    ['report-6.pdf', 'Cancelled', TRANSLATION_STATUS_COLORS.cancelled],
    ['report-7.pdf', 'Unknown', TRANSLATION_STATUS_COLORS.unknown],
  ])('%s: label "%s" in %s', async (document, label, color) => {
    renderHome({ 'GET /translations': jsonResponse(ALL_STATUSES) });
    await screen.findByRole('table');
    const chip = within(rowOf(document)).getByText(label).closest('.MuiChip-root');
    expect(chip).toHaveAttribute('data-status-color', color);
    expect(chip).toHaveStyle({ backgroundColor: color });
  });

  it('cancelled (orange) uses dark text, the darker colours white text', async () => {
    renderHome({ 'GET /translations': jsonResponse(ALL_STATUSES) });
    await screen.findByRole('table');
    const chip = (document: string, label: string) => within(rowOf(document)).getByText(label).closest('.MuiChip-root');
    expect(chip('report-6.pdf', 'Cancelled')).toHaveStyle({ color: '#1a1f1c' });
    expect(chip('report-3.pdf', 'Completed')).toHaveStyle({ color: '#ffffff' });
  });

  it('offers the download icon only for completed translations', async () => {
    renderHome({ 'GET /translations': jsonResponse(ALL_STATUSES) });
    await screen.findByRole('table');
    const buttons = screen.getAllByRole('button', { name: /^Download / });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Download report-3-fr.pdf');
    expect(within(rowOf('report-3.pdf')).getByRole('button', { name: 'Download report-3-fr.pdf' })).toBeVisible();
  });

  it('shows a labelled progress bar for in-progress translations only', async () => {
    renderHome({ 'GET /translations': jsonResponse(ALL_STATUSES) });
    await screen.findByRole('table');
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(1);
    expect(bars[0]).toHaveAccessibleName('Translation progress of report-2.pdf');
    expect(bars[0]).toHaveAttribute('aria-valuenow', '45');
    expect(bars[0]).toHaveAttribute('aria-valuetext', '45%');
    expect(rowOf('report-2.pdf')).toContainElement(bars[0]);
  });

  it('in-progress without a figure: an indeterminate bar', async () => {
    renderHome({
      'GET /translations': jsonResponse([buildTranslation({ status: { value: 'in-progress' }, progress: null as unknown as number })]),
    });
    const bar = await screen.findByRole('progressbar', { name: 'Translation progress of report-1.pdf' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('empty list: the hint and the green add button to /create-translation', async () => {
    const { router } = renderHome({ 'GET /translations': jsonResponse([]) });
    expect(await screen.findByText('Use the green button to create a translation')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const add = screen.getByRole('link', { name: 'Create a translation' });
    expect(add).toHaveAttribute('href', '/create-translation');
    expect(add).toHaveClass('MuiFab-success');
    expect(add).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
    await userEvent.click(add);
    expect(router.state.location.pathname).toBe('/create-translation');
  });

  it('the add button is there with translations too', async () => {
    renderHome({ 'GET /translations': jsonResponse([buildTranslation()]) });
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Create a translation' })).toBeVisible();
    expect(screen.queryByText('Use the green button to create a translation')).not.toBeInTheDocument();
  });

  it('a failed load shows the server detail', async () => {
    renderHome({ 'GET /translations': errorResponse('The translations service is unavailable', 503) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The translations service is unavailable');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed load without a detail: "An error occurred"', async () => {
    renderHome({ 'GET /translations': jsonResponse({}, 500) });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('an expired session logs out', async () => {
    const { router } = renderHome({
      'GET /translations': errorResponse('Could not validate credentials or expired token', 401),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('in French', async () => {
    await setupTestI18n('fr');
    renderHome({ 'GET /translations': jsonResponse(ALL_STATUSES) });
    const table = await screen.findByRole('table', { name: 'Vos traductions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Document', 'Commande', 'Statut', 'Date', 'Actions']);
    expect(within(rowOf('report-1.pdf')).getByText("En file d'attente")).toBeInTheDocument();
    expect(within(rowOf('report-5.pdf')).getByText('Échouée + remboursée')).toBeInTheDocument();
    expect(rowOf('report-3.pdf')).toHaveTextContent('Sous-total (avant taxes) : 5,90 $');
    expect(rowOf('report-3.pdf').querySelector('time')?.textContent).toMatch(/15 janv\. 2026/);
    expect(screen.getByRole('button', { name: 'Télécharger report-3-fr.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression de la traduction de report-2.pdf' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^45\s%$/),
    );
    expect(screen.getByRole('link', { name: 'Créer une traduction' })).toBeInTheDocument();
  });

  it('French empty state', async () => {
    await setupTestI18n('fr');
    renderHome({ 'GET /translations': jsonResponse([]) });
    expect(await screen.findByText('Utilisez le bouton vert pour créer une traduction')).toBeVisible();
  });
});

describe('TranslationsPage: phone width', () => {
  it('at 576px the rows become cards, with no table', async () => {
    mockViewportWidth(576);
    renderHome({ 'GET /translations': jsonResponse(ALL_STATUSES) });
    const list = await screen.findByRole('list', { name: 'Your translations' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(ALL_STATUSES.length);
    const completed = cards[2];
    expect(within(completed).getByText('report-3.pdf')).toBeInTheDocument();
    expect(within(completed).getByText('Completed')).toBeInTheDocument();
    expect(within(completed).getByText('Order')).toBeInTheDocument();
    expect(within(completed).getByRole('button', { name: 'Download report-3-fr.pdf' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('progressbar')).toHaveAccessibleName('Translation progress of report-2.pdf');
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(1);
  });

  it('at 577px it is the table', async () => {
    mockViewportWidth(577);
    renderHome({ 'GET /translations': jsonResponse(ALL_STATUSES) });
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('TranslationsPage: refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });

  /** Lets the 10 s timer fire and waits for the request it makes. */
  async function tick(fetchMock: ReturnType<typeof mockApi>, expectedCalls: number) {
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(listCalls(fetchMock)).toBe(expectedCalls));
  }

  it('refreshes every 10 s while a translation is created or in progress, and stops when none is', async () => {
    let answer: Translation[] = [
      buildTranslation({ id: 2, status: { value: 'in-progress' }, targetDocument: null, progress: 10 }),
      buildTranslation({ id: 1, status: { value: 'created' }, targetDocument: null, progress: 0 }),
    ];
    const { fetchMock } = renderHome({ 'GET /translations': () => jsonResponse(answer) });
    await screen.findByRole('table');
    expect(listCalls(fetchMock)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(listCalls(fetchMock)).toBe(1);

    answer = [
      buildTranslation({ id: 2, status: { value: 'in-progress' }, targetDocument: null, progress: 60 }),
      buildTranslation({ id: 1, status: { value: 'in-progress' }, targetDocument: null, progress: 5 }),
    ];
    await tick(fetchMock, 2);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Translation progress of report-2.pdf' })).toHaveAttribute('aria-valuenow', '60'),
    );

    answer = [buildTranslation({ id: 2 }), buildTranslation({ id: 1, status: { value: 'failed' }, targetDocument: null })];
    await tick(fetchMock, 3);
    expect(await screen.findByRole('button', { name: 'Download report-2-fr.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(listCalls(fetchMock)).toBe(3);
  });

  it('does not refresh when nothing is active', async () => {
    const { fetchMock } = renderHome({
      'GET /translations': jsonResponse([buildTranslation(), buildTranslation({ id: 2, status: { value: 'cancelled' } })]),
    });
    await screen.findByRole('table');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(listCalls(fetchMock)).toBe(1);
  });

  it('stops after 200 refreshes', async () => {
    const { fetchMock } = renderHome({
      'GET /translations': () => jsonResponse([buildTranslation({ status: { value: 'created' }, targetDocument: null })]),
    });
    await screen.findByRole('table');
    for (let refresh = 1; refresh <= 200; refresh += 1) await tick(fetchMock, 1 + refresh);
    await act(() => vi.advanceTimersByTimeAsync(100_000));
    expect(listCalls(fetchMock)).toBe(201);
  }, 60_000);

  it('keeps refreshing after a failed refresh, and clears the error once a refresh succeeds', async () => {
    const active = [buildTranslation({ status: { value: 'in-progress' }, targetDocument: null, progress: 20 })];
    let fail = false;
    const { fetchMock } = renderHome({
      'GET /translations': () => (fail ? errorResponse('Temporary failure', 503) : jsonResponse(active)),
    });
    await screen.findByRole('table');
    fail = true;
    await tick(fetchMock, 2);
    expect(await screen.findByText('Temporary failure')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    fail = false;
    await tick(fetchMock, 3);
    await waitFor(() => expect(screen.queryByText('Temporary failure')).not.toBeInTheDocument());
  });

  it('stops refreshing when the page is left', async () => {
    const { fetchMock, unmount } = renderHome({
      'GET /translations': () => jsonResponse([buildTranslation({ status: { value: 'created' }, targetDocument: null })]),
    });
    await screen.findByRole('table');
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(listCalls(fetchMock)).toBe(1);
  });
});

describe('TranslationsPage: download', () => {
  const FILE_URL = 'https://files.example.com/signed/report-3-fr.pdf?signature=abc';
  let clicked: { href: string; download: string }[];

  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/document');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });

  const completed = buildTranslation({ id: 3 });

  it('"Preparing download..." then "Download started", and the file is saved under its name', async () => {
    let answerUrl: (response: Response) => void = () => undefined;
    const { fetchMock } = renderHome({
      'GET /translations': jsonResponse([completed]),
      'GET /translations/3/download-url': () =>
        new Promise<Response>((resolve) => {
          answerUrl = resolve;
        }),
      'GET /signed/report-3-fr.pdf': new Response('%PDF-1.7 translated', {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download report-3-fr.pdf' }));

    expect(await within(toasts()).findByText('Preparing download...')).toBeInTheDocument();
    expect(clicked).toEqual([]);

    answerUrl(jsonResponse({ download_url: FILE_URL, filename: 'report-3 (French).pdf' }));
    expect(await within(toasts()).findByText('Download started')).toBeInTheDocument();
    expect(within(toasts()).queryByText('Preparing download...')).not.toBeInTheDocument();

    expect(clicked).toEqual([{ href: 'blob:http://localhost/document', download: 'report-3 (French).pdf' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe('%PDF-1.7 translated');
    // The signed URL is its own credential: no bearer token goes to the storage.
    const fileCall = fetchMock.mock.calls.find(([input]) => urlOf(input) === FILE_URL);
    expect(fileCall).toBeDefined();
    // Nor any custom header, which would make a cross-origin (S3) request need a CORS preflight.
    expect(fileCall?.[1]).toBeUndefined();
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('no stored result: "No document available for download", without asking the server', async () => {
    const noBlob = buildTranslation({ id: 3, targetDocument: { name: 'report-3-fr.pdf', blobName: null as unknown as string } });
    const { fetchMock } = renderHome({ 'GET /translations': jsonResponse([noBlob]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Download report-3-fr.pdf' }));
    expect(await toastError()).toHaveTextContent('No document available for download');
    expect(callsTo(fetchMock, 'GET /translations/3/download-url')).toEqual([]);
    expect(within(toasts()).queryByText('Preparing download...')).not.toBeInTheDocument();
  });

  it('no target document at all: the same message', async () => {
    renderHome({ 'GET /translations': jsonResponse([buildTranslation({ id: 3, targetDocument: null })]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Download report-3.pdf' }));
    expect(await toastError()).toHaveTextContent('No document available for download');
  });

  it('the server refuses: its detail replaces the loading toast', async () => {
    renderHome({
      'GET /translations': jsonResponse([completed]),
      'GET /translations/3/download-url': errorResponse('Translation not found', 404),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download report-3-fr.pdf' }));
    expect(await toastError()).toHaveTextContent('Translation not found');
    expect(within(toasts()).queryByText('Preparing download...')).not.toBeInTheDocument();
    expect(clicked).toEqual([]);
  });

  it.each([
    ['the server answers without a detail', { 'GET /translations/3/download-url': jsonResponse({}, 500) }],
    [
      'the storage refuses the file',
      {
        'GET /translations/3/download-url': jsonResponse({ download_url: FILE_URL, filename: 'x.pdf' }),
        'GET /signed/report-3-fr.pdf': new Response('expired', { status: 403 }),
      },
    ],
  ])('%s: "Failed to download document"', async (_case, routes) => {
    renderHome({ 'GET /translations': jsonResponse([completed]), ...routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Download report-3-fr.pdf' }));
    expect(await toastError()).toHaveTextContent('Failed to download document');
    expect(clicked).toEqual([]);
  });

  it('the toasts in French; a same-origin link (local storage) works too', async () => {
    await setupTestI18n('fr');
    const localUrl = '/prod/api/storage/download/results%2F3.pdf?expires=1&signature=abc';
    const { fetchMock } = renderHome({
      'GET /translations': jsonResponse([completed]),
      'GET /translations/3/download-url': jsonResponse({ download_url: localUrl, filename: 'x.pdf' }),
      'GET /storage/download/results%2F3.pdf': new Response('%PDF'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger report-3-fr.pdf' }));
    expect(await within(toasts()).findByText('Téléchargement commencé')).toBeInTheDocument();
    expect(clicked).toEqual([{ href: 'blob:http://localhost/document', download: 'x.pdf' }]);
    const fileCall = fetchMock.mock.calls.find(([input]) => urlOf(input) === localUrl);
    expect(JSON.stringify(fileCall?.[1] ?? {})).not.toContain('Bearer');
    expect(JSON.stringify(fileCall?.[1] ?? {})).toContain('ngrok-skip-browser-warning');
  });

  it('an error toast in French', async () => {
    await setupTestI18n('fr');
    renderHome({ 'GET /translations': jsonResponse([buildTranslation({ id: 3, targetDocument: null })]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger report-3.pdf' }));
    expect(await toastError()).toHaveTextContent('Aucun document disponible pour le téléchargement');
  });
});
