/** Drawing a meme on a canvas (browser): the picture, then captions with an outline, for each frame. */
import { canvasFont, loadCanvasFont, type CanvasFont } from '../../web/kit/index.js';
import { fitCaption, frameTransform, type Animation } from './layout.js';

export interface MemeScene {
  picture: CanvasImageSource & { width: number; height: number };
  top: string;
  bottom: string;
  font: CanvasFont;
  color: 'white' | 'black';
  size: number;
  animation: Animation;
}

export async function loadFonts(scene: Pick<MemeScene, 'font' | 'top' | 'bottom'>): Promise<void> {
  await loadCanvasFont(scene.font, scene.top + scene.bottom);
}

/** Draws frame `i` of the meme on a square canvas of `side` px. */
export function drawMeme(ctx: CanvasRenderingContext2D, side: number, scene: MemeScene, i = 0): void {
  const t = frameTransform(scene.animation, i);
  ctx.save();
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, side, side);
  const { width, height } = scene.picture;
  const fit = Math.min(side / width, side / height) * t.scale;
  const w = width * fit;
  const h = height * fit;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(scene.picture, (side - w) / 2 + t.dx * side, (side - h) / 2 + t.dy * side, w, h);
  if (t.text) {
    const measureAt = (s: string, px: number) => {
      ctx.font = canvasFont(scene.font, px);
      return ctx.measureText(s).width;
    };
    ctx.textAlign = 'center';
    ctx.lineJoin = 'round';
    const put = (text: string, where: 'top' | 'bottom') => {
      if (!text.trim()) return;
      const { px, lines } = fitCaption(text, side, scene.size, measureAt);
      ctx.font = canvasFont(scene.font, px);
      ctx.lineWidth = Math.max(2, px * 0.14);
      ctx.strokeStyle = scene.color === 'white' ? 'black' : 'white';
      ctx.fillStyle = scene.color;
      const lh = px * 1.18;
      lines.forEach((line, k) => {
        const y =
          where === 'top' ? side * 0.04 + lh * (k + 0.85) : side * 0.96 - lh * (lines.length - k - 1) - px * 0.2;
        ctx.strokeText(line, side / 2, y);
        ctx.fillText(line, side / 2, y);
      });
    };
    put(scene.top, 'top');
    put(scene.bottom, 'bottom');
  }
  ctx.restore();
}
