import { packageBuild } from '../../tsup.shared.ts';

export default packageBuild(['src/index.ts', 'src/loader/index.ts'], {
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
