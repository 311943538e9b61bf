import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
// Loaded while the file is collected, so the first test does not pay for transforming react-admin.
import '@/portal/AdminApp';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderRoute } from '@/testing/test-utils';
import type { GlossaryEntry } from './glossary-api';
import { buildAccountManager, buildOrganization, managerSession, PORTAL_TIMEOUT, toasts } from '../testing/portal-fixtures';

vi.setConfig({ testTimeout: 40_000 });

const GLOSSARY = '/admin/organizations/4/glossary';
const entry = (overrides: Partial<GlossaryEntry> = {}): GlossaryEntry => ({
  id: 1,
  organizationId: 4,
  sourceLanguage: 'en',
  targetLanguage: 'fr',
  sourceTerm: 'Acme Cloud',
  targetTerm: 'Acme Nuage',
  updatedAt: '2026-11-27T08:00:00.000Z',
  ...overrides,
});

function renderGlossary(routes: Record<string, Parameters<typeof mockApi>[0][string]>) {
  const { authCheck } = managerSession();
  const fetchMock = mockApi({
    ...authCheck,
    'GET /admin/resources/organizations/4': () => jsonResponse(buildOrganization()),
    'GET /admin/account-managers/3': () => jsonResponse(buildAccountManager()),
    'GET /admin/resources/organizations': () => jsonResponse([]),
    ...routes,
  });
  renderRoute('/admin/accounts/update?org=4');
  return fetchMock;
}

const section = async () => screen.findByRole('region', { name: 'Glossary' }, PORTAL_TIMEOUT);

describe('GlossarySection', () => {
  it('lists the terms, adds one, changes one and removes one', async () => {
    let items = [entry()];
    const fetchMock = renderGlossary({
      [`GET ${GLOSSARY}`]: () => jsonResponse({ items, total: items.length, maxEntries: 5000 }),
      [`POST ${GLOSSARY}/entries`]: ({ body }) => {
        const created = entry({ id: 2, ...(body as object) });
        items = [...items, created];
        return jsonResponse(created, 201);
      },
      [`PUT ${GLOSSARY}/entries/1`]: ({ body }) => {
        items = [entry(body as object), ...items.slice(1)];
        return jsonResponse(items[0]);
      },
      [`DELETE ${GLOSSARY}/entries/2`]: () => {
        items = items.filter((i) => i.id !== 2);
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    const region = await section();
    expect(await within(region).findByRole('cell', { name: 'Acme Cloud' })).toBeVisible();
    expect(within(region).getByTestId('glossary-count')).toHaveTextContent('1 entry of 5,000 at most');

    const add = within(region).getByRole('form', { name: 'Add a glossary term' });
    await user.type(within(add).getByLabelText(/Source term/), 'harbour');
    await user.type(within(add).getByLabelText(/Target term/), 'havre');
    await user.click(within(add).getByRole('button', { name: 'Add term' }));
    expect(await within(region).findByRole('cell', { name: 'harbour' })).toBeVisible();
    expect(callsTo(fetchMock, `POST ${GLOSSARY}/entries`)[0].body).toEqual({
      sourceLanguage: 'en',
      targetLanguage: 'fr',
      sourceTerm: 'harbour',
      targetTerm: 'havre',
    });
    expect(toasts().getByText('“harbour” added to the glossary.')).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Edit “Acme Cloud”' }));
    const edit = within(region).getByRole('form', { name: 'Edit a glossary term' });
    const target = within(edit).getByLabelText(/Target term/);
    await user.clear(target);
    await user.type(target, 'Nuage Acme');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByRole('cell', { name: 'Nuage Acme' })).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Delete “harbour”' }));
    await waitFor(() => expect(within(region).queryByRole('cell', { name: 'harbour' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `DELETE ${GLOSSARY}/entries/2`)).toHaveLength(1);
  });

  it("shows the server's message when a term is refused", async () => {
    renderGlossary({
      [`GET ${GLOSSARY}`]: () => jsonResponse({ items: [], total: 0, maxEntries: 5000 }),
      [`POST ${GLOSSARY}/entries`]: () => errorResponse('"x" is already in the glossary for en → fr.'),
    });
    const user = userEvent.setup();
    const region = await section();
    expect(await within(region).findByText('No glossary terms yet.')).toBeVisible();
    const add = within(region).getByRole('form', { name: 'Add a glossary term' });
    await user.type(within(add).getByLabelText(/Source term/), 'x');
    await user.type(within(add).getByLabelText(/Target term/), 'y');
    await user.click(within(add).getByRole('button', { name: 'Add term' }));
    expect(await within(add).findByText('"x" is already in the glossary for en → fr.')).toBeVisible();
  });

  it('imports a CSV file, and lists the bad rows of a refused one', async () => {
    let items: GlossaryEntry[] = [];
    const fetchMock = renderGlossary({
      [`GET ${GLOSSARY}`]: () => jsonResponse({ items, total: items.length, maxEntries: 5000 }),
      [`POST ${GLOSSARY}/import`]: ({ body }) => {
        const { csv } = body as { csv: string };
        if (csv.includes('bad')) {
          return jsonResponse(
            { detail: 'The CSV file has 1 bad rows; nothing was imported.', errors: [{ row: 2, reason: 'the target term is empty' }] },
            400,
          );
        }
        items = [entry({ sourceTerm: 'harbour', targetTerm: 'havre' })];
        return jsonResponse({ added: 1, updated: 0, total: 1 });
      },
    });
    const user = userEvent.setup();
    const region = await section();
    const input = within(region).getByTestId('glossary-import-input');
    await user.click(within(region).getByRole('checkbox', { name: 'Replace the whole glossary' }));
    await user.upload(input, new File(['en,fr,harbour,havre\n'], 'glossary.csv', { type: 'text/csv' }));
    expect(await within(region).findByRole('cell', { name: 'havre' })).toBeVisible();
    expect(callsTo(fetchMock, `POST ${GLOSSARY}/import`)[0].body).toEqual({ csv: 'en,fr,harbour,havre\n', replace: true });
    expect(toasts().getByText('Glossary imported: 1 added, 0 updated, 1 in all.')).toBeVisible();

    await user.upload(input, new File(['en,fr,ok,bien\nen,fr,bad,\n'], 'bad.csv', { type: 'text/csv' }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('The CSV file has 1 bad rows; nothing was imported.');
    expect(within(alert).getByText('Row 2: the target term is empty')).toBeVisible();
  });

  it('speaks French', async () => {
    await setupTestI18n('fr');
    renderGlossary({ [`GET ${GLOSSARY}`]: () => jsonResponse({ items: [entry()], total: 1, maxEntries: 5000 }) });
    const region = await screen.findByRole('region', { name: 'Glossaire' }, PORTAL_TIMEOUT);
    expect(await within(region).findByTestId('glossary-count')).toHaveTextContent('1 entrée sur 5 000 au plus');
    expect(within(region).getByRole('button', { name: 'Importer un CSV' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
  });
});
