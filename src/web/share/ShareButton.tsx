import { useEffect, useRef, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import IosShareIcon from '@mui/icons-material/IosShare';
import type { ToolMeta } from '../../common/tool-meta.js';
import { useI18n, useMessages } from '../i18n/index.js';
import { useToast } from '../ui/Toast.js';
import { copyText } from '../ui/clipboard.js';
import { channelCallfrom, shareChannel, type ShareChannel } from './channel.js';
import { shareText } from './link.js';
import { shareOptions, type ShareOptions } from './options.js';
import { ensureHostApi, hostShareOf, toHostOptions } from './host.js';
import { shareMessages } from './messages.js';
import { SharePopover } from './SharePopover.js';
import { ShareOverlay } from './ShareOverlay.js';

/** How long the desktop popover waits before closing once the pointer has left both it and the button. */
const HOVER_CLOSE_MS = 180;

/**
 * The tool page's share button (spec section 2, "Share overlay"). What it does depends on where the
 * page is open: a hover popover (copy link, QR code) on a desktop; a "tap the top right" overlay in
 * WeChat and QQ; the native share in the product's own browser; elsewhere the link is copied, and the
 * system share sheet is offered where the Web Share API exists.
 */
export function ShareButton({ meta }: { meta: ToolMeta }) {
  const { pick } = useI18n();
  const m = useMessages(shareMessages);
  const toast = useToast();
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [popoverLink, setPopoverLink] = useState<string | null>(null);
  /** Opened from the keyboard: focus goes into the popover, and back to the button when it closes. */
  const [byKeyboard, setByKeyboard] = useState(false);
  const [overlay, setOverlay] = useState(false);

  useEffect(() => {
    void ensureHostApi();
    return () => clearTimeout(closeTimer.current);
  }, []);

  const channel = (): ShareChannel => shareChannel(navigator.userAgent, hostShareOf(window.browser) !== null);
  const options = (ch: ShareChannel): ShareOptions =>
    shareOptions(
      {
        title: pick(meta.name),
        desc: pick(meta.description),
        href: window.location.href,
        origin: window.location.origin,
        slug: meta.slug,
      },
      channelCallfrom(ch),
    );

  const copy = async (opts: ShareOptions) => {
    const ok = await copyText(shareText(opts.title, opts.link));
    toast(ok ? m.copied : m.copyFailed);
  };

  const openPopover = (keyboard = false) => {
    clearTimeout(closeTimer.current);
    setByKeyboard(keyboard);
    setPopoverLink(options('pc').link);
  };
  const closePopover = () => {
    clearTimeout(closeTimer.current);
    setPopoverLink(null);
    if (byKeyboard) button.current?.focus();
  };
  const closePopoverSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setPopoverLink(null), HOVER_CLOSE_MS);
  };

  const onClick = (event: MouseEvent) => {
    const ch = channel();
    const opts = options(ch);
    switch (ch) {
      case 'pc':
        // Hover opens it, and a click opens it or keeps it open: a mouse click comes right after the hover
        // that opened it, so toggling would close it. A click outside, Escape or leaving it closes it.
        // A click without a pointer (detail 0) came from Enter or Space.
        openPopover(event.detail === 0);
        return;
      case 'wechat':
      case 'qq':
        // The apps share the page's own address: give it this channel's callfrom before the visitor taps the menu.
        window.history.replaceState(window.history.state, '', opts.link);
        setOverlay(true);
        return;
      case 'host':
        try {
          hostShareOf(window.browser)?.(toHostOptions(opts));
        } catch (error) {
          console.error('host share failed', error);
          void copy(opts);
        }
        return;
      default: {
        // Both start inside the tap, while the browser still counts it as the visitor's gesture.
        void copy(opts);
        if (typeof navigator.share === 'function') {
          navigator.share({ title: opts.title, text: opts.desc, url: opts.link }).catch(() => {
            // Dismissed or refused: the link is already copied.
          });
        }
      }
    }
  };

  return (
    <>
      <IconButton
        ref={button}
        aria-label={m.share}
        data-testid="share-button"
        onClick={onClick}
        onMouseEnter={() => channel() === 'pc' && openPopover()}
        onMouseLeave={() => popoverLink && closePopoverSoon()}
        onKeyDown={(e) => e.key === 'Escape' && closePopover()}
        aria-haspopup="dialog"
        aria-expanded={popoverLink !== null}
        sx={{
          bgcolor: popoverLink ? 'surface.selected' : 'surface.chip',
          color: popoverLink ? 'primary.main' : undefined,
          flexShrink: 0,
        }}
      >
        <IosShareIcon fontSize="small" />
      </IconButton>
      <SharePopover
        anchor={button.current}
        open={popoverLink !== null}
        link={popoverLink ?? ''}
        focusFirst={byKeyboard}
        onCopy={() => {
          void copy(options('pc'));
          closePopover();
        }}
        onHover={(inside) => (inside ? clearTimeout(closeTimer.current) : closePopoverSoon())}
        onClose={closePopover}
      />
      <ShareOverlay open={overlay} onClose={() => setOverlay(false)} />
    </>
  );
}
