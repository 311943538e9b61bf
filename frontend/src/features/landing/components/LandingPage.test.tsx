import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { useAuth } from '@/lib/auth/use-auth';
import { i18n } from '@/lib/i18n';
import { storeSession } from '@/testing/auth-fixtures';
import { callsTo, errorResponse, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderPage, renderRoute } from '@/testing/test-utils';
import { LandingPage } from './LandingPage';

const noContent = () => new Response(null, { status: 204 });

// The first render of a lazy route transforms its chunk, which is slow on a busy machine.
const LAZY_ROUTE = { timeout: 10_000 };

async function landing() {
  return screen.findByRole('heading', { level: 1, name: 'Translate with Ease' }, LAZY_ROUTE);
}

function tier(name: string) {
  return screen.getByRole('article', { name });
}

describe('LandingPage', { timeout: 20_000 }, () => {
  it('counts the visit with POST /visitor on load, and does not check a session that does not exist', async () => {
    const fetchMock = mockApi({ 'POST /visitor': noContent });
    renderRoute('/');
    await landing();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /visitor')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(0);
    expect(document.title).toBe('Translate with Ease | PageTranslate');
  });

  it('counts one visit per load, also under StrictMode', async () => {
    const fetchMock = mockApi({ 'POST /visitor': noContent });
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    await landing();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /visitor')).toHaveLength(1));

    // Coming back to the landing page is another visit.
    await act(() => router.navigate('/faq'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }, LAZY_ROUTE);
    await act(() => router.navigate('/'));
    await landing();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /visitor')).toHaveLength(2));
  });

  it('stays usable when the visit cannot be counted', async () => {
    mockApi({ 'POST /visitor': errorResponse('Service Unavailable', 503) });
    renderRoute('/');
    await landing();
    expect(screen.getByRole('heading', { level: 2, name: 'Pricing' })).toBeInTheDocument();
  });

  it('a signed-in landing page opened directly makes one GET /auth/check: the app’s start-up check is this load’s', async () => {
    const session = storeSession();
    const fetchMock = mockApi({ 'POST /visitor': noContent, 'GET /auth/check': jsonResponse(session) });
    // As in a browser, where the page's chunk arrives after the start-up check has answered and settled.
    function LandingAfterStartupCheck() {
      const answered = useAuth().status.userAuthCheck.success;
      const [ready, setReady] = useState(false);
      useEffect(() => {
        if (!answered) return;
        const timer = setTimeout(() => setReady(true));
        return () => clearTimeout(timer);
      }, [answered]);
      return ready ? <LandingPage demoVideoUrl="" /> : null;
    }
    render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={createMemoryRouter([{ path: '/', element: <LandingAfterStartupCheck /> }], { initialEntries: ['/'] })} />
        </AppProvider>
      </StrictMode>,
    );
    await landing();
    // The landing's load effect has run (it counts the visit and asks for its check in the same pass).
    await waitFor(() => expect(callsTo(fetchMock, 'POST /visitor')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(1);
  });

  it('with a stored token, each landing load runs the auth check', async () => {
    const session = storeSession();
    const fetchMock = mockApi({ 'POST /visitor': noContent, 'GET /auth/check': jsonResponse(session) });
    // Start elsewhere so that the app's own start-up check is over before the landing page loads.
    const { router } = renderRoute('/faq');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Logout' }, LAZY_ROUTE)).toBeInTheDocument();

    await act(() => router.navigate('/'));
    await landing();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /auth/check')).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET /auth/check')[1].headers.Authorization).toBe(`Bearer ${session.token}`);
  });

  it('a failed auth check on the landing page logs out and the hero offers SIGN IN again', async () => {
    storeSession();
    mockApi({ 'POST /visitor': noContent, 'GET /auth/check': errorResponse('Could not validate credentials or expired token', 401) });
    renderRoute('/');
    await landing();
    const main = screen.getByRole('main');
    await waitFor(() => expect(main.querySelector('a[href="/sign-in"]')).toHaveTextContent('Sign in'));
    expect(localStorage.getItem('login_token')).toBeNull();
  });

  it('signed out: hero SIGN IN, Fast / Cheap / Easy, both tiers, how it works, and the closing call to sign in', async () => {
    mockApi({ 'POST /visitor': noContent });
    renderPage(<LandingPage demoVideoUrl="" />, '/');
    await landing();
    const hero = screen.getByRole('region', { name: 'Translate with Ease' });
    expect(within(hero).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(hero).getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '#pricing');

    const features = screen.getByRole('region', { name: 'Fast, cheap and easy' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Fast', 'Cheap', 'Easy']);
    expect(features).toHaveTextContent('AI is always available');
    expect(features).toHaveTextContent('Top quality for less');
    expect(features).toHaveTextContent('Upload a document and relax');

    const pricing = screen.getByRole('region', { name: 'Pricing' });
    expect(pricing).toHaveAttribute('id', 'pricing');
    expect(within(pricing).getAllByRole('article')).toHaveLength(2);
    expect(within(tier('Standard')).getByRole('link', { name: 'Start translating' })).toHaveAttribute('href', '/sign-in');

    const steps = screen.getByRole('region', { name: 'How it works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Upload your PDF', 'Review the quote and pay', 'Receive your translation']);
    expect(document.querySelector('iframe')).toBeNull();

    // The honest reading of the slogan (Terms §6): machine-made, a review recommended for important documents.
    const cta = screen.getByRole('region', { name: 'AI Powered. Machine Translated.' });
    expect(cta).toHaveTextContent(
      'It is made by machine, without human review: for important documents, have it reviewed by a qualified translator.',
    );
    expect(document.body.textContent).not.toMatch(/human approved/i);
    expect(within(cta).getByRole('link', { name: 'Sign in to start' })).toHaveAttribute('href', '/sign-in');
    // The one h1 of the page.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('the two pricing tiers of the spec: Standard 2.95$ per page, Enterprise on request', async () => {
    mockApi({ 'POST /visitor': noContent });
    renderPage(<LandingPage demoVideoUrl="" />, '/');
    await landing();

    const standard = tier('Standard');
    expect(within(standard).getByTestId('tier-price')).toHaveTextContent(/^2\.95\$ per page$/);
    expect(standard).toHaveTextContent('AI Analysis + Machine Translation');
    const standardPerfectFor = within(standard).getByRole('list', { name: 'Perfect for' });
    expect(
      within(standardPerfectFor)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Documents you need ready in minutes', 'Great for higher page counts', 'Paying only for the pages you translate']);

    const enterprise = tier('Enterprise');
    expect(within(enterprise).getByTestId('tier-price')).toHaveTextContent('Contact us for pricing');
    expect(within(enterprise).getByRole('list', { name: 'Perfect for' })).toHaveTextContent('Large volumes of documents');
    expect(within(enterprise).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('signed in: Get Started to /home, Standard and the closing call go to /create-translation', async () => {
    const session = storeSession();
    mockApi({ 'POST /visitor': noContent, 'GET /auth/check': jsonResponse(session) });
    renderPage(<LandingPage demoVideoUrl="" />, '/');
    await landing();
    const hero = screen.getByRole('region', { name: 'Translate with Ease' });
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/home');
    expect(within(hero).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(tier('Standard')).getByRole('link', { name: 'Start translating' })).toHaveAttribute('href', '/create-translation');
    const cta = screen.getByRole('region', { name: 'AI Powered. Machine Translated.' });
    expect(within(cta).getByRole('link', { name: 'Translate a document' })).toHaveAttribute('href', '/create-translation');
  });

  it('in French, with the price written the French way', async () => {
    await i18n.changeLanguage('fr');
    mockApi({ 'POST /visitor': noContent });
    renderPage(<LandingPage demoVideoUrl="" />, '/');
    await screen.findByRole('heading', { level: 1, name: 'Traduisez en toute simplicité' });
    expect(within(tier('Standard')).getByTestId('tier-price')).toHaveTextContent('2,95 $ par page');
    expect(within(tier('Entreprise')).getByTestId('tier-price')).toHaveTextContent('Contactez-nous pour les tarifs');
    expect(screen.getByRole('region', { name: 'Comment ça marche' })).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: "Propulsé par l'IA. Traduit par la machine." });
    expect(cta).toHaveTextContent(
      'Elle est produite par la machine, sans relecture humaine : pour un document important, faites-la réviser par un traducteur qualifié.',
    );
    expect(document.body.textContent).not.toMatch(/approuvé par des humains/i);
    // No i18n key leaked as text.
    expect(document.body.textContent).not.toMatch(/landing\.|pages\./);
  });

  it('the layout around it keeps the footer links', async () => {
    mockApi({ 'POST /visitor': noContent });
    renderRoute('/');
    await landing();
    const footer = screen.getByRole('navigation', { name: 'Site links' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact-us', '/faq', '/privacy-policy', '/terms-of-service']);
  });
});
