/** PDF.js's worker module, loaded into our render Worker so PDF.js needs no Worker of its own. */
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
