import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderPage } from '@/testing/test-utils';
import { FAQ_ITEMS, FaqPage } from './FaqPage';

const question = (name: string | RegExp) => screen.getByRole('button', { name });

describe('FaqPage', { timeout: 20_000 }, () => {
  it('is an accordion of questions (h2 buttons), the first one open', () => {
    renderPage(<FaqPage />, '/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    const questions = within(screen.getByRole('region', { name: 'Questions and answers' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(questions).toEqual([
      'What is machine translation?',
      'What are the benefits of machine translation?',
      'What are the limitations?',
      'How does AI help with my translation?',
      'Which documents can I translate?',
      'How is the price calculated?',
      'How do I receive my translation?',
    ]);
    expect(question('What is machine translation?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'What is machine translation?' })).toHaveTextContent(
      'Machine translation is translation done by software instead of a person.',
    );
    expect(question('What are the limitations?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'What are the limitations?' })).not.toBeInTheDocument();
  });

  it('says the translation is machine-made, approved by no person, and that important documents deserve a review (Terms §6)', () => {
    renderPage(<FaqPage />, '/faq');
    const answer = screen.getByRole('region', { name: 'What is machine translation?' });
    expect(answer).toHaveTextContent(
      'Your translation is made entirely by machine: no person reads or approves it before it is delivered.',
    );
    expect(answer).toHaveTextContent(
      'For important documents (legal, medical, financial or official use), have it reviewed by a qualified translator',
    );
    expect(document.body.textContent).not.toMatch(/human approved/i);
  });

  it('opens an answer on click: the limitations start with scanned pages', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(question('What are the limitations?'));
    expect(question('What are the limitations?')).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'What are the limitations?' });
    const points = within(answer)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points[0]).toMatch(/^Scanned pages are read automatically \(optical character recognition/);
    expect(points.some((point) => point.startsWith('Layout has limits.'))).toBe(true);
    // Others stay as they were.
    expect(question('What is machine translation?')).toHaveAttribute('aria-expanded', 'true');

    await user.click(question('What are the limitations?'));
    expect(question('What are the limitations?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    question('How does AI help with my translation?').focus();
    await user.keyboard('{Enter}');
    expect(question('How does AI help with my translation?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How does AI help with my translation?' })).toHaveTextContent('Reconstruction:');
    await user.keyboard(' ');
    expect(question('How does AI help with my translation?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('quotes the Standard price and sends the unanswered to the contact form', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    await user.click(question('How is the price calculated?'));
    expect(screen.getByRole('region', { name: 'How is the price calculated?' })).toHaveTextContent(
      'You pay per page: 2.95$ per page with the Standard tier, taxes extra.',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('every answer exists in French', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderPage(<FaqPage />, '/faq');
    expect(screen.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { expanded: false })) await user.click(button);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(FAQ_ITEMS.length);
    expect(question('Quelles sont les limites?')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quelles sont les limites?' })).toHaveTextContent(
      'Les pages numérisées sont lues automatiquement (reconnaissance optique de caractères',
    );
    expect(screen.getByRole('region', { name: 'Comment le prix est-il calculé?' })).toHaveTextContent('2,95 $ par page');
    expect(screen.getByRole('region', { name: "Qu'est-ce que la traduction automatique?" })).toHaveTextContent(
      "Votre traduction est entièrement produite par la machine : personne ne la relit ni ne l'approuve avant sa livraison.",
    );
    // A missing key would show as its path.
    expect(document.body.textContent).not.toMatch(/faq\.items\./);
  });
});
