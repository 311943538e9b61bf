import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildUser, storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderPage, renderRoute } from '@/testing/test-utils';
import { ContactUsPage, MESSAGE_MAX_LENGTH } from './ContactUsPage';

const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });
const messageField = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: 'Send message' });
const SENT = jsonResponse({ detail: 'Thank you, your message has been sent. We will answer by e-mail.' }, 201);

describe('ContactUsPage', { timeout: 20_000 }, () => {
  it('has a labelled e-mail and message form', () => {
    mockApi({});
    renderPage(<ContactUsPage />, '/contact-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(emailField()).toBeRequired();
    expect(messageField()).toBeRequired();
    expect(messageField()).toHaveAttribute('maxlength', String(MESSAGE_MAX_LENGTH));
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('validates with the spec messages and sends nothing until the form is valid', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactUsPage />, '/contact-us');
    // Nothing is flagged before the first attempt.
    expect(screen.queryByText('Required')).not.toBeInTheDocument();

    await user.click(send());
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Required');
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), 'ada@');
    expect(emailField()).toHaveAccessibleDescription('Invalid email format');
    await user.type(emailField(), 'example.com');
    expect(emailField()).toHaveAttribute('aria-invalid', 'false');
    await user.click(send());
    expect(messageField()).toHaveFocus();
    expect(messageField()).toHaveAccessibleDescription('Required');

    await user.type(messageField(), '   ');
    await user.click(send());
    expect(messageField()).toHaveAccessibleDescription('Required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends {message, email} to POST /contact and confirms', async () => {
    const fetchMock = mockApi({ 'POST /contact': SENT });
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactUsPage />, '/contact-us');
    await user.type(emailField(), ' ada@example.com ');
    await user.type(messageField(), 'Do you translate scanned PDFs?');
    expect(screen.getByText('30 / 5000 characters')).toBeInTheDocument();
    await user.click(send());

    const success = await screen.findByText('Message sent');
    expect(success.closest('[role="alert"]')).toHaveTextContent(
      'Thank you, your message has been sent. We will answer by e-mail at ada@example.com.',
    );
    expect(success.closest('[role="alert"]')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /contact')).toEqual([
      expect.objectContaining({ body: { message: 'Do you translate scanned PDFs?', email: 'ada@example.com' } }),
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(messageField()).toHaveValue('');
    expect(emailField()).toHaveValue('ada@example.com');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('on failure keeps what was typed and shows the spec message', async () => {
    mockApi({ 'POST /contact': errorResponse('Internal Server Error', 500) });
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactUsPage />, '/contact-us');
    await user.type(emailField(), 'ada@example.com');
    await user.type(messageField(), 'Hello');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(messageField()).toHaveValue('Hello');
    expect(send()).toBeEnabled();
  });

  it('a network failure gets the same message', async () => {
    mockApi({ 'POST /contact': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactUsPage />, '/contact-us');
    await user.type(emailField(), 'ada@example.com');
    await user.type(messageField(), 'Hello');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  });

  it('signed in, the e-mail starts as the account e-mail and can be changed', async () => {
    const session = storeSession(buildUser({ email: 'grace@example.com' }));
    const fetchMock = mockApi({ 'GET /auth/check': jsonResponse(session), 'POST /contact': SENT });
    const user = userEvent.setup({ delay: null });
    renderRoute('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, { timeout: 10_000 });
    expect(emailField()).toHaveValue('grace@example.com');

    await user.clear(emailField());
    await user.type(emailField(), 'other@example.com');
    await user.type(messageField(), 'Invoice question');
    await user.click(send());
    await screen.findByText('Message sent');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /contact')[0].body).toEqual({ message: 'Invoice question', email: 'other@example.com' }),
    );
    // Sent with the session, so support knows who wrote.
    expect(callsTo(fetchMock, 'POST /contact')[0].headers.Authorization).toBe(`Bearer ${session.token}`);
  });

  it('speaks French, spec messages included', async () => {
    await i18n.changeLanguage('fr');
    mockApi({ 'POST /contact': errorResponse('Internal Server Error', 500) });
    const user = userEvent.setup({ delay: null });
    renderPage(<ContactUsPage />, '/contact-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Courriel' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toHaveAccessibleDescription("Format d'adresse courriel invalide");
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Obligatoire');
  });
});
