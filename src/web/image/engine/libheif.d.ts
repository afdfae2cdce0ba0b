/** Types for libheif-js's self-contained wasm bundle (the package types only its CommonJS entry). */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  const factory: (options?: Record<string, unknown>) => unknown;
  export default factory;
}
