import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockViewportWidth, renderWithProviders } from '@/testing/test-utils';
import { Navbar } from './Navbar';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function nav() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function linkTargets() {
  return within(nav())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Navbar', () => {
  it('signed out, on the landing page: logo to / and only SIGN IN to /sign-in', () => {
    renderWithProviders(<Navbar user={null} />, { path: '/' });
    expect(within(nav()).getByRole('link', { name: 'PageTranslate, home page' })).toHaveAttribute('href', '/');
    expect(within(nav()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(linkTargets()).toEqual([
      ['PageTranslate', '/'],
      ['Sign in', '/sign-in'],
    ]);
  });

  it('signed out, elsewhere: no SIGN IN button', () => {
    renderWithProviders(<Navbar user={null} />, { path: '/faq' });
    expect(within(nav()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(linkTargets()).toEqual([['PageTranslate', '/']]);
  });

  it('signed-in user: create translation, Home, Account, Logout; no SIGN IN', () => {
    renderWithProviders(<Navbar user={{}} />, { path: '/home' });
    expect(linkTargets()).toEqual([
      ['PageTranslate', '/'],
      ['New translation', '/create-translation'],
      ['Home', '/home'],
      ['Account', '/account'],
      ['Logout', '/logout'],
    ]);
  });

  it('signed-in user on the landing page also gets Get Started to /home', () => {
    renderWithProviders(<Navbar user={{ accountManagerId: null }} />, { path: '/' });
    expect(within(nav()).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/home');
    expect(within(nav()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('account manager: Home goes to the portal dashboard and there is no Account link', () => {
    renderWithProviders(<Navbar user={{ accountManagerId: 7 }} />, { path: '/home' });
    expect(linkTargets()).toEqual([
      ['PageTranslate', '/'],
      ['New translation', '/create-translation'],
      ['Home', '/admin/account-manager'],
      ['Logout', '/logout'],
    ]);
  });

  it('at 576px and below the links move into a hamburger drawer', async () => {
    mockViewportWidth(576);
    const user = userEvent.setup();
    renderWithProviders(<Navbar user={{}} />, { path: '/' });

    expect(within(nav()).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await user.click(hamburger);
    // The drawer is its own chunk, loaded on the first opening. Once open it is modal: the app bar is hidden from
    // assistive tech, only the drawer's nav remains.
    const drawerNav = await waitFor(() => {
      const found = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(found.closest('.MuiDrawer-root')).not.toBeNull();
      return found;
    });
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(drawerNav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Get Started', '/home'],
      ['New translation', '/create-translation'],
      ['Home', '/home'],
      ['Account', '/account'],
      ['Logout', '/logout'],
    ]);
  });

  it('above 576px there is no hamburger', () => {
    mockViewportWidth(577);
    renderWithProviders(<Navbar user={null} />, { path: '/' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signed out on a narrow screen away from the landing page: nothing to put in a drawer', () => {
    mockViewportWidth(400);
    renderWithProviders(<Navbar user={null} />, { path: '/faq' });
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
