// Components import their stylesheet for its side effect only; the bundler (Vite, tsup) handles
// the file, TypeScript only needs to know the import is allowed.
declare module '*.css';
