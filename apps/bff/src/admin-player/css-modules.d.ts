// The player imports rrweb's stylesheet for the bundler, which writes it beside the script.
declare module '*.css';
