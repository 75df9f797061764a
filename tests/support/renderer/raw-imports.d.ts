/** Vite's `?raw` imports: a fixture file's text, read at build time (the renderer tests have no fs). */
declare module '*?raw' {
  const text: string;
  export default text;
}
