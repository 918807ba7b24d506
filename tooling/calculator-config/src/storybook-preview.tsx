import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { configure } from 'storybook/test';

// A play function's findBy… waits 5 s, not 1: CI runs every package's browser tests at once.
configure({ asyncUtilTimeout: 5_000 });

/** A calculator's Storybook preview; its .storybook/preview.tsx adds its stylesheets. */
export const calculatorPreview: Preview = {
  decorators: [
    (Story) => (
      <I18nProvider locale="en-US">
        <Story />
      </I18nProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: {
      // An axe violation fails the story's test.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};
