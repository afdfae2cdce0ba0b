import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Skeleton from '@mui/material/Skeleton';
import Fade from '@mui/material/Fade';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import LinkIcon from '@mui/icons-material/Link';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { useMessages } from '../i18n/index.js';
import { shareMessages } from './messages.js';
import { shareQrDataUrl } from './qr.js';

export interface SharePopoverProps {
  anchor: HTMLElement | null;
  open: boolean;
  /** The share link (with `callfrom=share_pc`): what the QR code holds. */
  link: string;
  /** Put the focus on "copy link" when it opens (it was opened from the keyboard). */
  focusFirst?: boolean;
  onCopy: () => void;
  /** Pointer enters or leaves the popover (it stays open while the pointer is over it). */
  onHover: (inside: boolean) => void;
  /** A click outside both the popover and its button, or Escape. */
  onClose: () => void;
}

/** Desktop: a small panel under the share button with a "copy link" item and a QR code to scan with QQ or WeChat. */
export function SharePopoverPanel({ anchor, open, link, focusFirst, onCopy, onHover, onClose }: SharePopoverProps) {
  const m = useMessages(shareMessages);
  const [qr, setQr] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    if (!open || !link || qr?.link === link) return;
    let live = true;
    shareQrDataUrl(link).then(
      (url) => live && setQr({ link, url }),
      (error: unknown) => console.error('share QR failed', error),
    );
    return () => {
      live = false;
    };
  }, [open, link, qr?.link]);

  return (
    <Popper
      open={open}
      anchorEl={anchor}
      placement="bottom-end"
      transition
      sx={{ zIndex: 1300 }}
      modifiers={[{ name: 'offset', options: { offset: [0, 10] } }]}
    >
      {({ TransitionProps }) => (
        <Fade {...TransitionProps} timeout={160}>
          <Paper
            role="dialog"
            aria-label={m.heading}
            data-testid="share-popover"
            elevation={0}
            onMouseEnter={() => onHover(true)}
            onMouseLeave={() => onHover(false)}
            onKeyDown={(e) => e.key === 'Escape' && onClose()}
            sx={{
              width: 300,
              borderRadius: 3,
              border: '1px solid',
              borderColor: 'line.main',
              boxShadow: '0 12px 32px rgba(20,30,60,.14)',
            }}
          >
            <ClickAwayListener
              onClickAway={(e) => !(e.target instanceof Node && anchor?.contains(e.target)) && onClose()}
            >
              <Box sx={{ p: 1.5 }}>
                <Box sx={{ fontSize: 15, fontWeight: 700, px: 1, pt: 0.5, pb: 1 }}>{m.heading}</Box>
                <ButtonBase
                  autoFocus={focusFirst}
                  onClick={onCopy}
                  data-testid="share-copy"
                  sx={{
                    width: '100%',
                    justifyContent: 'flex-start',
                    gap: 1.5,
                    px: 1,
                    py: 1.25,
                    borderRadius: 2,
                    textAlign: 'left',
                    '&:hover, &.Mui-focusVisible': { bgcolor: 'surface.hover' },
                  }}
                >
                  <Box
                    sx={{
                      width: 36,
                      height: 36,
                      borderRadius: '50%',
                      bgcolor: 'surface.selected',
                      color: 'primary.main',
                      display: 'grid',
                      placeItems: 'center',
                      flexShrink: 0,
                    }}
                  >
                    <LinkIcon fontSize="small" />
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box sx={{ fontSize: 14, fontWeight: 600 }}>{m.copyLink}</Box>
                    <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{m.copyLinkHint}</Box>
                  </Box>
                  <ChevronRightIcon fontSize="small" sx={{ color: 'text.disabled' }} />
                </ButtonBase>
                <Box
                  sx={{ borderTop: '1px solid', borderColor: 'line.light', mt: 1, pt: 1.5, px: 1 }}
                  data-testid="share-scan"
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Box
                      sx={{
                        width: 36,
                        height: 36,
                        borderRadius: '50%',
                        bgcolor: 'brand.wechatSoft',
                        color: 'brand.wechatText',
                        display: 'grid',
                        placeItems: 'center',
                        flexShrink: 0,
                      }}
                    >
                      <QrCode2Icon fontSize="small" />
                    </Box>
                    <Box sx={{ fontSize: 14, fontWeight: 600 }}>{m.scanShare}</Box>
                  </Box>
                  <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
                    {qr?.link === link ? (
                      <Box
                        component="img"
                        src={qr.url}
                        alt={m.qrAlt}
                        data-testid="share-qr"
                        data-link={link}
                        sx={{ width: 160, height: 160, display: 'block', imageRendering: 'pixelated' }}
                      />
                    ) : (
                      <Skeleton variant="rounded" width={160} height={160} data-testid="share-qr-loading" />
                    )}
                  </Box>
                  <Box sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'center', lineHeight: 1.6 }}>
                    {m.scanHint}
                  </Box>
                </Box>
              </Box>
            </ClickAwayListener>
          </Paper>
        </Fade>
      )}
    </Popper>
  );
}
