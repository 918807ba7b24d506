import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { configure } from 'storybook/test';
import '../src/tokens.css';
import { VIEWPORTS } from './viewports.ts';

// A play function's findBy… waits 5 s, not 1: CI runs every package's browser tests at once.
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
