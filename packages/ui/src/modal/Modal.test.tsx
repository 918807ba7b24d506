import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { Button } from '../button/Button.tsx';
import { Modal, MODAL_TRANSITION_MS } from './Modal.tsx';

function Page({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <button type="button">Before</button>
      <Modal
        title="Licensing"
        trigger={<button type="button">Read the disclosure</button>}
        onOpenChange={onOpenChange}
      >
        <p>NMLS #3030.</p>
        <a href="#terms">Terms</a>
      </Modal>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  const trigger = screen.getByRole('button', { name: 'Read the disclosure' });
  await user.click(trigger);
  return { user, trigger, dialog: screen.getByRole('dialog', { name: 'Licensing' }) };
}

describe('Modal (SPEC §4 Modals)', () => {
  it('SPEC §4: opens on a click of its trigger, named by its title', async () => {
    const { trigger, dialog } = await openDialog();

    expect(dialog).toHaveTextContent('NMLS #3030.');
    expect(dialog).toHaveAttribute('aria-labelledby');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('SPEC §4: closes on Escape and gives focus back to the trigger', async () => {
    const { user, trigger } = await openDialog();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    // React Aria restores focus on the next animation frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('SPEC §4: closes on the dismiss button', async () => {
    const { user, trigger } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('SPEC §4: closes on a press of the backdrop, not of the dialog itself', async () => {
    const { user, dialog } = await openDialog();

    await user.click(screen.getByText('NMLS #3030.'));
    expect(dialog).toBeInTheDocument();

    await user.click(document.querySelector('.lui-modal-overlay')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('SPEC §4: traps focus inside while open', async () => {
    const { user, dialog } = await openDialog();

    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('SPEC §4: locks page scroll while open and releases it on close', async () => {
    const { user } = await openDialog();

    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).not.toBe('hidden');
  });

  it('SPEC §9: transitions over 150 ms', async () => {
    await openDialog();

    expect(MODAL_TRANSITION_MS).toBe(150);
    expect(
      document
        .querySelector<HTMLElement>('.lui-modal-overlay')!
        .style.getPropertyValue('--lui-modal-duration'),
    ).toBe('150ms');
  });

  it('SPEC §4: closing pauses a video and reloads an iframe inside', async () => {
    const user = userEvent.setup();
    render(
      <Modal title="Watch" trigger={<button type="button">Play the video</button>}>
        <video src="/tour.mp4" muted>
          <track kind="captions" />
        </video>
        <iframe src="https://www.example.com/embed/tour" title="Home tour" />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Play the video' }));
    const video = document.querySelector('video')!;
    // jsdom has no media playback: watch the call rather than the sound.
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => {});
    const frame = screen.getByTitle('Home tour');
    const srcWrites: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) srcWrites.push((record.target as HTMLIFrameElement).src);
    });
    observer.observe(frame, { attributeFilter: ['src'] });

    await user.keyboard('{Escape}');
    await Promise.resolve();
    observer.disconnect();

    expect(pause).toHaveBeenCalledTimes(1);
    expect(srcWrites).toEqual(['https://www.example.com/embed/tour']);
  });

  it('closing by the page (controlled isOpen) stops media too', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Modal title="Tour" isOpen={open} onOpenChange={setOpen}>
            {({ close }) => (
              <>
                <iframe src="https://www.example.com/embed/a" title="Tour video" />
                <button type="button" onClick={close}>
                  Done
                </button>
              </>
            )}
          </Modal>
          <p>{open ? 'open' : 'closed'}</p>
        </>
      );
    }
    render(<Controlled />);
    const frame = screen.getByTitle('Tour video');
    let writes = 0;
    const observer = new MutationObserver((records) => (writes += records.length));
    observer.observe(frame, { attributeFilter: ['src'] });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await Promise.resolve();
    observer.disconnect();

    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toBe(1);
  });

  it('takes the package Button as its trigger', async () => {
    const user = userEvent.setup();
    render(
      <Modal title="Rates" trigger={<Button type="button">How rates work</Button>}>
        <p>Rates change daily.</p>
      </Modal>,
    );
    const trigger = screen.getByRole('button', { name: 'How rates work' });

    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Rates' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('reports visitor closes to onOpenChange in uncontrolled use', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Page onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole('button', { name: 'Read the disclosure' }));
    await user.keyboard('{Escape}');

    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('renders only the trigger on the server, and the same markup when hydrated', () => {
    const html = renderToString(<Page />);

    expect(html).toContain('Read the disclosure');
    expect(html).not.toContain('Licensing');
  });

  it('hydrates the server markup without a mismatch', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(<Page />);
    expect(errors).toEqual([]);
    unmount();
  });
});
