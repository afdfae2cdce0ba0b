/** PDF.js's worker module, loaded into the conversion Worker so that PDF.js parses in that thread. */
declare module 'pdfjs-dist/build/pdf.worker.mjs';
