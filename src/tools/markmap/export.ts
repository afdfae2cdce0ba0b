/**
 * The drawn mind map as a standalone SVG (its own <style> from markmap-view, the whole tree in view on a
 * white background) and as PNG. Node labels are HTML in <foreignObject>; for the PNG they are replaced by
 * SVG <text>, because a browser may refuse to read back a canvas that drew a foreignObject.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';
const PAD = 24;

export interface ExportedSvg {
  svg: string;
  width: number;
  height: number;
}

export function exportSvg(svg: SVGSVGElement, background: string, asText: boolean): ExportedSvg {
  const content = svg.querySelector('g');
  if (!content) throw new Error('markmap has not drawn yet');
  const box = (content as SVGGElement).getBBox();
  // The content's own transform (zoom and pan) is replaced by one that puts the whole tree in view.
  const width = Math.ceil(box.width + PAD * 2);
  const height = Math.ceil(box.height + PAD * 2);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  clone.removeAttribute('style');
  clone.querySelector('g')!.setAttribute('transform', `translate(${PAD - box.x},${PAD - box.y})`);
  const bg = document.createElementNS(SVG_NS, 'rect');
  bg.setAttribute('width', '100%');
  bg.setAttribute('height', '100%');
  bg.setAttribute('fill', background);
  clone.insertBefore(bg, clone.firstChild);
  if (asText) {
    // Each label's text at the place the HTML was, in the same font size.
    const originals = svg.querySelectorAll('foreignObject');
    clone.querySelectorAll('foreignObject').forEach((fo, i) => {
      const source = originals[i];
      const div = source?.querySelector('div');
      const size = div ? getComputedStyle(div).fontSize : '16px';
      const text = document.createElementNS(SVG_NS, 'text');
      text.setAttribute('x', fo.getAttribute('x') ?? '0');
      text.setAttribute('y', String(Number(fo.getAttribute('y') ?? 0) + parseFloat(size)));
      text.setAttribute('font-size', size);
      text.setAttribute('font-family', 'sans-serif');
      text.textContent = source?.textContent?.trim() ?? '';
      fo.replaceWith(text);
    });
  }
  return { svg: new XMLSerializer().serializeToString(clone), width, height };
}
