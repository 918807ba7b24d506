// Stories import the stylesheet of what they show for its side effect only (the components'
// own modules import no CSS); Vite handles the file, TypeScript only needs to know the import
// is allowed.
declare module '*.css';
