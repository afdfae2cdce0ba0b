import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useI18n } from '../i18n/index.js';
import { feedbackHref } from './feedback.js';
import { lazyPart } from '../ui/lazy-part.js';

/** Back to top (with its tooltip) is only needed once the page has been scrolled. */
const BackToTop = lazyPart(() => import('./BackToTop.js').then((m) => m.BackToTop));

const itemSx = {
  width: { xs: 40, md: 44 },
  height: { xs: 40, md: 44 },
  bgcolor: 'rgba(255,255,255,0.96)',
  border: '1px solid',
  borderColor: 'line.main',
  boxShadow: '0 4px 14px rgba(20,30,60,.08)',
  borderRadius: '50%',
  fontSize: 12,
  fontWeight: 500,
  color: 'text.primary',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'background.paper', color: 'primary.main' },
};

/** Floating links on the right: back to top (once the page is scrolled), feedback (with the current host and path). */
export function FloatingBar() {
  const { t, href: localized } = useI18n();
  const [from, setFrom] = useState<{ host: string; path: string } | null>(null);
  const href = localized(from ? feedbackHref(from.host, from.path) : '/feedback.html');
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => setFrom({ host: window.location.host, path: window.location.pathname }), []);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > window.innerHeight / 2);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Box
      sx={{
        position: 'fixed',
        right: { xs: 12, md: 16 },
        bottom: { xs: 20, md: 120 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: 1.25,
        zIndex: 9,
      }}
    >
      {scrolled && <BackToTop when sx={itemSx} />}
      <Box
        component="a"
        href={href}
        data-testid="feedback-link"
        sx={{ ...itemSx, width: 'auto', minWidth: { xs: 40, md: 44 }, px: 1, borderRadius: 22, alignSelf: 'flex-end' }}
      >
        {t('feedback')}
      </Box>
    </Box>
  );
}
