import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/test-utils';
import { DemoSection } from './DemoSection';

const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** Every URL the document would fetch by itself: sources, posters, stylesheets, preloads, inline styles. */
function requestedUrls(): string[] {
  const urls: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of ['src', 'srcset', 'poster', 'data', 'style']) {
      const value = element.getAttribute(attribute);
      if (value) urls.push(value);
    }
    if (element.tagName === 'LINK') urls.push(element.getAttribute('href') ?? '');
  }
  return urls;
}

describe('DemoSection', { timeout: 20_000 }, () => {
  it('loads nothing from the video host until the visitor presses play', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<DemoSection videoUrl={VIDEO_URL} />);

    expect(screen.getByRole('heading', { level: 2, name: 'See it in action' })).toBeInTheDocument();
    expect(screen.getByText('The video is loaded from YouTube only when you press play.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(requestedUrls().filter((url) => /youtube|ytimg|googlevideo/i.test(url))).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play the demo video' }));

    const player = screen.getByTitle('PageTranslate demo video');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    expect(player.getAttribute('allow')).toContain('autoplay');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play the demo video' })).not.toBeInTheDocument();
  });

  it('plays from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoSection videoUrl="https://vimeo.com/76979871" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play the demo video' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTitle('PageTranslate demo video')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it.each([undefined, '', 'not a url', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://example.com/demo.mp4'])(
    'without a usable video URL (%s) shows how it works instead of a player',
    (url) => {
      renderWithProviders(<DemoSection videoUrl={url} />);
      expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
      expect(screen.getByText('Step 1')).toBeInTheDocument();
      expect(screen.getByText('Step 3')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Play the demo video' })).not.toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
    },
  );
});
