// The server's entry point. React and React Router choose their production or
// development build from NODE_ENV the first time they are imported, so it is settled
// here, before the dynamic import below loads anything that imports them.
// eslint-disable-next-line no-restricted-properties -- read before config exists, see above
const env = process.env;
env.NODE_ENV ??= env.SITE_MODE === 'development' ? 'development' : 'production';

// The port is taken first, before the server's own code loads (src/early-listener.ts).
const { earlyAddress, listenEarly } = await import('./early-listener.ts');
const address = earlyAddress(env);
// Where the port cannot be had, main() says so once it has read the configuration.
const early = address
  ? await listenEarly(address).catch((error: unknown) => ({ listenFailed: error }))
  : undefined;
const { main } = await import('./main.ts');
await main(early);
