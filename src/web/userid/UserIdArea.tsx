import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { useMessages } from '../i18n/index.js';
import { useToast } from '../ui/Toast.js';
import { copyText } from '../ui/clipboard.js';
import { createDoubleClickDetector, type DoubleClickDetector } from './double-click.js';
import { userIdMessages } from './messages.js';

/** The visitor's identity; its module (cookie, host browser API) is not needed before the page is interactive. */
const identity = () => import('../platform/identity.js').then((m) => m.getIdentity());

/**
 * The hidden user-id area (spec section 2): an invisible corner that a double click within 500 ms
 * turns into a copy of the visitor’s user id (for support requests); it sits in the footer’s bottom-left
 * corner, clear of the floating links on the right. Hidden from assistive
 * technology and out of the tab order; its parent must be positioned.
 */
export function UserIdArea() {
  const m = useMessages(userIdMessages);
  const toast = useToast();
  const detector = useRef<DoubleClickDetector | null>(null);
  // Known before the click, so the copy starts inside the visitor's gesture (some browsers insist).
  const guid = useRef<string | null>(null);
  useEffect(() => {
    let live = true;
    void identity().then((id) => live && (guid.current = id.guid));
    return () => {
      live = false;
      detector.current?.dispose();
    };
  }, []);

  const copy = async (id: string) => toast((await copyText(id)) ? m.copied : m.failed);
  const onClick = () => {
    detector.current ??= createDoubleClickDetector();
    if (!detector.current.click()) return;
    if (guid.current !== null) void copy(guid.current);
    else void identity().then((id) => copy(id.guid));
  };

  return (
    <Box
      aria-hidden="true"
      data-testid="user-id-area"
      onClick={onClick}
      sx={{
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: 48,
        height: 48,
        opacity: 0,
        userSelect: 'none',
        WebkitTapHighlightColor: 'transparent',
      }}
    />
  );
}
