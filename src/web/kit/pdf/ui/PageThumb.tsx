/** One page's picture, drawn when it comes near the screen (a grid of 500 pages stays light). */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { pageImage } from './page-images.js';
import type { PdfDoc } from './use-pdf-open.js';

export function PageThumb(props: {
  doc: PdfDoc;
  /** 0-based. */
  page: number;
  /** Longer side in CSS pixels. */
  size: number;
  rotate?: number;
  alt: string;
  /** Render the picture at this many device pixels per CSS pixel (default 2: sharp on phones). */
  density?: number;
}) {
  const { doc, page, size, rotate = 0, alt, density = 2 } = props;
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const facts = doc.pages[page];
  const turned = rotate % 180 !== 0;
  const w0 = facts ? (turned ? facts.height : facts.width) : 1;
  const h0 = facts ? (turned ? facts.width : facts.height) : 1.414;
  const scale = size / Math.max(w0, h0);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '300px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let live = true;
    pageImage(doc, page, Math.round(size * density), rotate)
      .then((i) => live && setUrl(i.url))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [near, doc, page, size, density, rotate]);

  return (
    <Box
      ref={box}
      sx={{
        width: Math.round(w0 * scale),
        height: Math.round(h0 * scale),
        bgcolor: 'background.paper',
        boxShadow: '0 1px 4px rgba(15,23,42,0.12)',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        flexShrink: 0,
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          draggable={false}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none', pointerEvents: 'none' }}
        />
      ) : (
        <CircularProgress size={18} thickness={5} sx={{ color: 'line.strong' }} />
      )}
    </Box>
  );
}
