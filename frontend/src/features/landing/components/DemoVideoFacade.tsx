import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoVideo } from '../utils/demo-video';
import { HeroIllustration } from './HeroIllustration';

/**
 * Click-to-load player: until the visitor presses play, nothing at all is requested from the video host (no
 * iframe, no thumbnail, no script). The click swaps in the host's player, which then starts playing.
 */
export function DemoVideoFacade({ video }: { video: DemoVideo }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The play button is gone once clicked: keep the keyboard focus on the player that replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: 'secondary.dark',
          boxShadow: 3,
        }}
      >
        {playing ? (
          <Box
            component="iframe"
            ref={frameRef}
            src={video.embedUrl}
            title={t('landing.demo.iframeTitle')}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <ButtonBase
            onClick={() => setPlaying(true)}
            aria-label={t('landing.demo.play')}
            focusRipple
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              background: 'linear-gradient(135deg, #263238 0%, #1b5e20 100%)',
              '&:hover .play-disc, &.Mui-focusVisible .play-disc': { transform: 'scale(1.08)' },
              '&.Mui-focusVisible': { outline: '3px solid #ffffff', outlineOffset: '-6px' },
            }}
          >
            <Box sx={{ position: 'absolute', inset: 0, opacity: 0.18, display: 'grid', placeItems: 'center', p: 4 }}>
              <HeroIllustration />
            </Box>
            <Box
              className="play-disc"
              sx={{
                position: 'relative',
                width: { xs: 64, sm: 88 },
                height: { xs: 64, sm: 88 },
                borderRadius: '50%',
                bgcolor: '#ffffff',
                color: 'primary.dark',
                display: 'grid',
                placeItems: 'center',
                boxShadow: 6,
                transition: 'transform 150ms ease-out',
              }}
            >
              <PlayArrowRounded sx={{ fontSize: { xs: 40, sm: 56 } }} aria-hidden />
            </Box>
            <Typography
              component="span"
              sx={{ position: 'absolute', left: 16, bottom: 12, color: '#ffffff', fontWeight: 600, fontSize: '0.9375rem' }}
            >
              {t('landing.demo.duration')}
            </Typography>
          </ButtonBase>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
        {t('landing.demo.notice', { provider: video.provider })}
      </Typography>
    </Box>
  );
}
