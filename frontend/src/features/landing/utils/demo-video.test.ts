import { describe, expect, it } from 'vitest';
import { parseDemoVideoUrl } from './demo-video';

const youtube = (id: string) => ({ provider: 'YouTube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` });

describe('parseDemoVideoUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('plays %s from the no-cookie YouTube domain', (url) => {
    expect(parseDemoVideoUrl(url)).toEqual(youtube('dQw4w9WgXcQ'));
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?h=abc'])('plays %s with Do Not Track', (url) => {
    expect(parseDemoVideoUrl(url)).toEqual({ provider: 'Vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' });
  });

  it.each([
    undefined,
    null,
    '',
    '   ',
    'dQw4w9WgXcQ',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onload',
    'https://www.youtube.com/channel/UC123',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'javascript:alert(1)',
  ])('refuses %s', (url) => {
    expect(parseDemoVideoUrl(url)).toBeNull();
  });
});
