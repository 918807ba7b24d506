import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { configure } from 'storybook/test';
import '@lender/ui/tokens.css';
import { VIEWPORTS } from '../../../packages/ui/src/story-support/viewports.ts';

// A play function's findBy… waits 5 s, not 1: the stories' browser run shares CI's two cores.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  decorators: [
    // Pinned like the site's root, so numbers and currency read the same on server and browser.
    (Story) => (
      <I18nProvider locale="en-US">
        <Story />
      </I18nProvider>
    ),
  ],
  // A calculator keeps its inputs in the address's hash, and a hash wins over its initial
  // values: every story starts from a clean address, not the one the story before left.
  beforeEach: () => {
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
  },
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    a11y: {
      // An axe violation fails the story's test, not just a panel warning.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};

export default preview;
