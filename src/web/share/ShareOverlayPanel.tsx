import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import { useMessages } from '../i18n/index.js';
import { shareMessages } from './messages.js';

/** Inside WeChat or QQ: a dim overlay pointing at the app's menu, top right. A tap anywhere closes it. */
export function ShareOverlayPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const m = useMessages(shareMessages);
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeAfterTransition
      slotProps={{ backdrop: { sx: { bgcolor: 'rgba(0,0,0,0.74)' } } }}
    >
      <Fade in={open} timeout={180}>
        <Box
          role="dialog"
          aria-label={m.tapTopRight}
          data-testid="share-overlay"
          onClick={onClose}
          sx={{
            position: 'fixed',
            inset: 0,
            outline: 'none',
            color: 'common.white',
            cursor: 'pointer',
            userSelect: 'none',
            textShadow: '0 1px 6px rgba(0,0,0,.35)',
          }}
        >
          {/* An arrow from the text up to the app's "···" menu in the top right corner. */}
          <Box
            component="svg"
            viewBox="0 0 120 150"
            aria-hidden="true"
            sx={{ position: 'absolute', top: 10, right: 22, width: 96, height: 120 }}
          >
            <path
              d="M18 140 C 24 84, 52 44, 96 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="4"
              strokeLinecap="round"
              strokeDasharray="2 10"
            />
            <path
              d="M76 14 L 100 18 L 90 40"
              fill="none"
              stroke="currentColor"
              strokeWidth="4.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </Box>
          <Box sx={{ position: 'absolute', top: 138, right: 28, left: 28, textAlign: 'right' }}>
            <Box
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 1,
                fontSize: 22,
                fontWeight: 700,
                letterSpacing: 0.5,
              }}
            >
              {m.tapTopRight}
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  display: 'inline-flex',
                  gap: '4px',
                  alignItems: 'center',
                  px: 1.25,
                  height: 28,
                  borderRadius: 14,
                  border: '1.5px solid rgba(255,255,255,.85)',
                }}
              >
                {[0, 1, 2].map((i) => (
                  <Box
                    key={i}
                    component="span"
                    sx={{ width: 5, height: 5, borderRadius: '50%', bgcolor: 'common.white' }}
                  />
                ))}
              </Box>
            </Box>
            <Box sx={{ mt: 1.5, fontSize: 14, opacity: 0.78 }}>{m.tapTopRightHint}</Box>
          </Box>
        </Box>
      </Fade>
    </Modal>
  );
}
