import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { setupTestI18n } from '@/testing/test-i18n';
import { renderPage } from '@/testing/test-utils';
import { JoinWaitlistPage } from './JoinWaitlistPage';

const PATTERN = '/join-waitlist/product/:productId/:productLabel';
const JOINED = { waitlistUsers: [{ id: 9, productId: 3, reason: 'Court hearings', createdAt: '2026-05-01T10:00:00Z' }] };

function renderWaitlist({
  path = '/join-waitlist/product/3/Audio%20translation',
  signedIn = true,
  answer = jsonResponse(JOINED, 201),
}: { path?: string; signedIn?: boolean; answer?: Response } = {}) {
  const routes: Parameters<typeof mockApi>[0] = { 'POST /waitlist-user': answer };
  if (signedIn) routes['GET /auth/check'] = jsonResponse(storeSession(buildUser()));
  const fetchMock = mockApi(routes);
  const view = renderPage(<JoinWaitlistPage />, path, PATTERN);
  return { ...view, fetchMock, user: userEvent.setup({ delay: null }) };
}

const reason = () => screen.getByRole('textbox', { name: /Why are you interested\?/ });
const submit = () => screen.getByRole('button', { name: 'Join waitlist' });

describe('JoinWaitlistPage', { timeout: 20_000 }, () => {
  // First: a session check still running from an earlier test could store a token meanwhile.
  it('signed out: asks to sign in first', () => {
    renderWaitlist({ signedIn: false });
    expect(screen.getByText(/Sign in to join the waitlist\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('names the product from the URL and asks for a reason', () => {
    renderWaitlist();
    expect(screen.getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.getByText(/interested in Audio translation/)).toBeInTheDocument();
    expect(reason()).toBeRequired();
  });

  it('the reason is required: "Required field.", focus on the field, nothing sent', async () => {
    const { user, fetchMock } = renderWaitlist();
    await user.type(reason(), '   ');
    await user.click(submit());
    expect(reason()).toHaveAccessibleDescription('Required field.');
    expect(reason()).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /waitlist-user')).toHaveLength(0);
  });

  it('sends the integer product id and the reason, says "Waitlist joined!" and goes to the success page', async () => {
    const { user, fetchMock, router } = renderWaitlist();
    await user.type(reason(), '  Subtitles for our court hearings  ');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-translation/success'));
    expect(callsTo(fetchMock, 'POST /waitlist-user').map((call) => call.body)).toEqual([
      { productId: 3, reason: 'Subtitles for our court hearings' },
    ]);
    expect(await screen.findByText('Waitlist joined!')).toBeInTheDocument();
  });

  it('a failure shows the spec message and keeps the text to try again', async () => {
    const { user, router } = renderWaitlist({ answer: errorResponse('Internal Server Error', 500) });
    await user.type(reason(), 'Subtitles');
    await user.click(submit());
    expect(await screen.findByText('Oops! Something went wrong, please try again or email us via our contact form.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/join-waitlist/product/3/Audio%20translation');
    expect(reason()).toHaveValue('Subtitles');
    expect(submit()).toBeEnabled();
  });

  it('Cancel goes to the success page without sending', async () => {
    const { user, router, fetchMock } = renderWaitlist();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/create-translation/success');
    expect(callsTo(fetchMock, 'POST /waitlist-user')).toHaveLength(0);
  });

  it('a product id that is not a number shows an error instead of the form', () => {
    renderWaitlist({ path: '/join-waitlist/product/abc/Audio', signedIn: false });
    expect(screen.getByText('This product does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('in French', async () => {
    await setupTestI18n('fr');
    const { user } = renderWaitlist();
    await user.click(screen.getByRole('button', { name: "Rejoindre la liste d'attente" }));
    expect(screen.getByRole('textbox', { name: /Pourquoi êtes-vous intéressé/ })).toHaveAccessibleDescription('Champ obligatoire.');
  });
});
