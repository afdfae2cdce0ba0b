/**
 * The page of a tool that makes one styled QR code (prettify_qrcode, visit_card): its inputs on the left,
 * and on the right (sticky on wide screens) the code, offered only once our reader has decoded it
 * (`VerifiedQr`), or why there is none (nothing typed yet, too long for a QR code).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Notice } from '../layout/Notice.js';
import type { StyledQr } from './styled-qr.js';
import { VerifiedQr } from './VerifiedQr.js';

export function QrToolLayout(props: {
  /** The text inputs and options. */
  children: ReactNode;
  qr: StyledQr | 'tooLong' | null;
  /** What the code must decode to. */
  text: string;
  fileName: string;
  onSave: () => void;
  /** Test ids: `<testId>-qr`, `<testId>-empty`, `<testId>-too-long`. */
  testId: string;
  empty: string;
  tooLong: string;
  /** Shown under a verified code (its version and size). */
  info?: (qr: StyledQr) => ReactNode;
}) {
  const { qr, testId } = props;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>{props.children}</Box>
      <Box
        sx={{
          position: { md: 'sticky' },
          top: { md: 88 },
          bgcolor: 'surface.soft',
          borderRadius: 3,
          p: { xs: 2, md: 2.5 },
          display: 'grid',
          gap: 1.5,
          justifyItems: 'center',
        }}
      >
        {qr === null && (
          <Typography sx={{ py: 8, color: 'text.secondary', textAlign: 'center' }} data-testid={`${testId}-empty`}>
            {props.empty}
          </Typography>
        )}
        {qr === 'tooLong' && <Notice testId={`${testId}-too-long`}>{props.tooLong}</Notice>}
        {qr && qr !== 'tooLong' && (
          <>
            <VerifiedQr
              svg={qr.svg}
              text={props.text}
              px={qr.px}
              fileName={props.fileName}
              onSave={props.onSave}
              testId={`${testId}-qr`}
            />
            {props.info?.(qr)}
          </>
        )}
      </Box>
    </Box>
  );
}
