import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    variant: 'info',
    title: 'Rates are updated every weekday at 10 a.m. Eastern',
    children: <p>The rates shown are for a 30-year fixed loan with a credit score of 740.</p>,
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Rates are updated');
  },
};

/** A failure of the whole page (the API did not answer): announced at once. */
export const ErrorState: Story = {
  args: {
    variant: 'error',
    title: 'Sorry, we could not load today’s rates',
    children: <p>Try again in a few minutes.</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not load');
  },
};

export const Success: Story = {
  args: { variant: 'success', title: 'Your choices are saved', children: undefined },
};

/** Dismissible: the button is pressed with the keyboard (focus ring shown first). */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const dismiss = within(canvasElement).getByRole('button', { name: 'Dismiss this message' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Takes focus on arrival, like the error summary. */
export const FocusOnMount: Story = {
  args: {
    variant: 'error',
    title: 'Sorry, there is a problem with the service',
    focusOnMount: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveFocus();
  },
};

/** SPEC §4 banners: the full-width banner look, dismissible (a promo or sales banner). */
export const Banner: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    banner: true,
    title: 'Rates just dropped',
    children: (
      <p>
        <a href="#rates">See today’s rates</a>
      </p>
    ),
    onDismiss: fn(),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Rates just dropped' });
    await expect(region.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** SPEC §4: the browser-support banner, a warning that cannot be dismissed. */
export const BrowserSupportBanner: Story = {
  parameters: { layout: 'fullscreen' },
  args: {
    banner: true,
    variant: 'error',
    title: 'Your browser is out of date',
    children: <p>Update your browser to use every part of this site safely.</p>,
  },
};

export const Mobile: Story = { args: { banner: true, onDismiss: fn() }, ...atViewport('mobile') };
export const Tablet: Story = { args: { banner: true, onDismiss: fn() }, ...atViewport('tablet') };
export const Desktop: Story = { args: { banner: true, onDismiss: fn() }, ...atViewport('desktop') };
