import { theme } from '../theme.js';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

export const QQ_BLUE = theme.palette.brand.qq;
export const WECHAT_GREEN = theme.palette.brand.wechat;

/** A penguin in the button's text colour; its eyes take `eyeColor` (the button's background). */
export function QqIcon({ eyeColor = QQ_BLUE, ...props }: SvgIconProps & { eyeColor?: string }) {
  return (
    <SvgIcon viewBox="0 0 24 24" {...props}>
      <path d="M12 2.2c-3.2 0-5.4 2.5-5.4 5.8 0 .9.1 1.6.3 2.3-.9 1.2-2.1 3.1-2.3 5.2-.1 1.1.2 1.6.6 1.6.4 0 .9-.5 1.4-1.3.3 1.2.9 2.2 1.7 3-.9.4-1.9 1-1.9 1.7 0 .9 1.7 1.3 3.6 1.3 1.3 0 2.4-.2 3-.5.6.3 1.7.5 3 .5 1.9 0 3.6-.4 3.6-1.3 0-.7-1-1.3-1.9-1.7.8-.8 1.4-1.8 1.7-3 .5.8 1 1.3 1.4 1.3.4 0 .7-.5.6-1.6-.2-2.1-1.4-4-2.3-5.2.2-.7.3-1.4.3-2.3 0-3.3-2.2-5.8-5.4-5.8z" />
      <ellipse cx="10.3" cy="7.3" rx="0.85" ry="1.25" fill={eyeColor} />
      <ellipse cx="13.7" cy="7.3" rx="0.85" ry="1.25" fill={eyeColor} />
      <path d="M9.6 10.1c1.5.8 3.3.8 4.8 0" fill="none" stroke={eyeColor} strokeWidth="0.9" strokeLinecap="round" />
    </SvgIcon>
  );
}

/** Two speech bubbles in the button's text colour; eyes and the outline between them take `eyeColor`. */
export function WeChatIcon({ eyeColor = WECHAT_GREEN, ...props }: SvgIconProps & { eyeColor?: string }) {
  return (
    <SvgIcon viewBox="0 0 24 24" {...props}>
      <path d="M9.3 3.2C5.2 3.2 2 5.9 2 9.3c0 1.9 1 3.6 2.7 4.8l-.7 2.2 2.6-1.4c.9.3 1.8.4 2.7.4h.4c-.2-.6-.3-1.2-.3-1.8 0-3.4 3.2-6.1 7.1-6.1h.3C16.2 5.2 13 3.2 9.3 3.2z" />
      <path
        d="M22.3 13.5c0-2.9-2.8-5.2-6.2-5.2s-6.2 2.3-6.2 5.2 2.8 5.2 6.2 5.2c.7 0 1.4-.1 2.1-.3l2.1 1.1-.6-1.8c1.5-1 2.6-2.5 2.6-4.2z"
        stroke={eyeColor}
        strokeWidth="1"
      />
      <circle cx="6.9" cy="7.6" r="0.95" fill={eyeColor} />
      <circle cx="11.6" cy="7.6" r="0.95" fill={eyeColor} />
      <circle cx="14" cy="12.4" r="0.8" fill={eyeColor} />
      <circle cx="18.2" cy="12.4" r="0.8" fill={eyeColor} />
    </SvgIcon>
  );
}
