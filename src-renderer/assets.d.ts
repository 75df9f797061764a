/** Stylesheets are bundled by Vite for their side effects; they export nothing to TypeScript. */
declare module '*.css';
