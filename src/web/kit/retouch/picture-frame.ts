/**
 * The box a picture is shown in by the brush editor and the comparison: the picture's own shape, the
 * page's width, and no taller than 70% of the screen (the whole picture in reach without scrolling).
 */
export function pictureFrame(width: number, height: number) {
  return {
    position: 'relative',
    width: '100%',
    maxWidth: `min(100%, calc(70vh * ${width / height}))`,
    aspectRatio: `${width} / ${height}`,
    mx: 'auto',
    borderRadius: 2,
    overflow: 'hidden',
    bgcolor: 'surface.soft',
  } as const;
}
