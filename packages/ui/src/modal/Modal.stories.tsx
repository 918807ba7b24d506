import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Licensing disclosure',
    trigger: <button type="button">Read the disclosure</button>,
    children: (
      <>
        <p>Lender Home Loans, LLC. NMLS #3030. Equal Housing Lender.</p>
        <p>
          <a href="#licenses">See our state licenses</a>
        </p>
      </>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const openButton = { name: 'Read the disclosure' };

/** Lets open and close transitions finish, so the axe check after play sees the final colours. */
async function settleAnimations() {
  await Promise.all(
    document.getAnimations().map((animation) => animation.finished.catch(() => {})),
  );
}

/** Closed: only the trigger. A click opens the dialog, named by its title, with focus inside. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', openButton));
    const dialog = await page.findByRole('dialog', { name: 'Licensing disclosure' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await settleAnimations();
  },
};

/** SPEC §4: Escape closes it and focus returns to the trigger; scroll is locked only while open. */
export const EscapeReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', openButton);
    await userEvent.click(trigger);
    await page.findByRole('dialog');
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(document.documentElement.style.overflow).not.toBe('hidden');
  },
};

/** SPEC §4: Tab and Shift+Tab cycle inside the dialog (focus trap). */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', openButton));
    const dialog = await page.findByRole('dialog');
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await settleAnimations();
  },
};

/** SPEC §4: a press on the backdrop (mask) closes it. */
export const BackdropCloses: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', openButton));
    await page.findByRole('dialog');
    const backdrop = document.querySelector<HTMLElement>('.lui-modal-overlay')!;
    // Press the top-left corner of the backdrop, outside the centred dialog.
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { x: 2, y: 2 } });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** The dismiss button with keyboard focus (the focus ring), then pressed with Enter. */
export const DismissButtonFocused: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', openButton));
    const dismiss = await page.findByRole('button', { name: 'Close' });
    while (document.activeElement !== dismiss) await userEvent.tab();
    await expect(dismiss).toHaveAttribute('data-focus-visible', 'true');
    await settleAnimations();
  },
};

/** SPEC §4: closing pauses a playing video (a live canvas stream, so no file is needed). */
export const PausesVideoOnClose: Story = {
  args: {
    title: 'Take the tour',
    trigger: <button type="button">Play the tour</button>,
    children: <LiveVideo />,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Play the tour' }));
    await page.findByRole('dialog');
    const video = document.querySelector('video')!;
    await waitFor(() => expect(video.paused).toBe(false));
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect(video.paused).toBe(true);
  },
};

/** SPEC §4: closing sets the iframe's src again, which reloads it and stops an embedded player. */
export const ReloadsIframeOnClose: Story = {
  args: {
    title: 'Take the tour',
    trigger: <button type="button">Play the tour</button>,
    children: <iframe src="about:blank" title="Home tour video" width="320" height="180" />,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Play the tour' }));
    const frame = await page.findByTitle('Home tour video');
    const srcWrites: (string | null)[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => srcWrites.push((record.target as Element).getAttribute('src'))),
    );
    observer.observe(frame, { attributeFilter: ['src'] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(srcWrites).toEqual(['about:blank']));
    observer.disconnect();
  },
};

/** Opened by the page (`isOpen`), with an action that closes it through the `close` render prop. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: function ControlledModal(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Review your answers
        </button>
        <Modal {...args} title="Review your answers" isOpen={open} onOpenChange={setOpen}>
          {({ close }) => (
            <>
              <p>You are buying a home with credit above 680.</p>
              <button type="button" onClick={close}>
                Apply
              </button>
            </>
          )}
        </Modal>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Review your answers' }));
    await userEvent.click(await page.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** An alert dialog, small. */
export const AlertDialog: Story = {
  args: {
    role: 'alertdialog',
    size: 'small',
    title: 'You are leaving our site',
    defaultOpen: true,
    children: <p>The next page belongs to another company with its own privacy policy.</p>,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'You are leaving our site' });
    await waitFor(() => expect(dialog).toHaveTextContent('another company'));
    await waitFor(() => expect(dialog).toBeVisible());
    await settleAnimations();
  },
};

const openOnLoad = { defaultOpen: true } as const;

export const Mobile: Story = {
  args: openOnLoad,
  ...atViewport('mobile'),
  play: settleAnimations,
};

export const Tablet: Story = {
  args: openOnLoad,
  ...atViewport('tablet'),
  play: settleAnimations,
};

export const Desktop: Story = {
  args: { ...openOnLoad, size: 'large' },
  ...atViewport('desktop'),
  play: settleAnimations,
};

/** A muted video fed by a canvas stream, so the story needs no video file or network. */
function LiveVideo() {
  function attach(video: HTMLVideoElement | null) {
    if (!video || video.srcObject) return;
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    const timer = setInterval(() => {
      if (!context) return;
      context.fillStyle = `hsl(${Date.now() % 360} 60% 40%)`;
      context.fillRect(0, 0, canvas.width, canvas.height);
    }, 100);
    video.srcObject = canvas.captureStream(10);
    void video.play().catch(() => {});
    return () => clearInterval(timer);
  }
  return (
    // A silent demonstration stream: there is nothing to caption.
    <video
      ref={attach}
      muted
      playsInline
      width="320"
      height="180"
      aria-label="Demonstration video"
    />
  );
}
