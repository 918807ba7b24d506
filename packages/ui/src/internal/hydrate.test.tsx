import { describe, expect, it } from 'vitest';
import { renderOnServerThenHydrate } from './hydrate.tsx';

// Where the component "runs": renderToString reads it before hydration flips it, standing in
// for a component that renders different text on the server and in the browser.
let side = 'server';

function SideDependent() {
  return <p>{side}</p>;
}

describe('renderOnServerThenHydrate', () => {
  it('reports no error for a component that renders the same everywhere', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(<p>Same</p>);

    expect(errors).toEqual([]);
    unmount();
  });

  it('reports the hydration mismatch of a component whose server and browser text differ', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(<SideDependent />, () => {
      side = 'browser';
    });

    expect(errors).not.toEqual([]);
    unmount();
  });
});
