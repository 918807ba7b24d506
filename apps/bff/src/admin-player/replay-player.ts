// The session replay player of /admin/replays/{id}: loads the recording's events (same origin)
// and plays them with rrweb's Replayer in a sandboxed frame, scaled to the page's width. Built
// for the browser into build/admin/replay-player.js (tsup.config.ts); only that page loads it.
import { Replayer } from 'rrweb';
import 'rrweb/dist/style.css';

interface MetaEvent {
  type: number;
  timestamp: number;
  data: { width?: number; height?: number };
}

const container = document.getElementById('replay-player');
const button = document.getElementById('replay-play') as HTMLButtonElement | null;
const status = document.getElementById('replay-status');

function say(text: string): void {
  if (status) status.textContent = text;
}

function clock(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

async function start(root: HTMLElement, play: HTMLButtonElement): Promise<void> {
  const url = root.dataset.eventsUrl;
  if (!url?.startsWith('/admin/replays/')) return;
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    say('The recording could not be loaded. Reload the page to try again.');
    return;
  }
  const { events } = (await response.json()) as { events: MetaEvent[] };
  if (events.length < 2) {
    say('This recording has too few events to play.');
    return;
  }
  const replayer = new Replayer(events as never[], {
    root,
    mouseTail: false,
    showWarning: false,
    skipInactive: true,
  });
  // Scale the recorded viewport to the width the page gives the player.
  const meta = events.find((event) => event.type === 4);
  const width = meta?.data.width ?? 1280;
  const height = meta?.data.height ?? 720;
  const fit = () => {
    const scale = Math.min(1, root.clientWidth / width);
    replayer.wrapper.style.transform = `scale(${scale})`;
    replayer.wrapper.style.transformOrigin = '0 0';
    root.style.height = `${Math.ceil(height * scale)}px`;
  };
  fit();
  window.addEventListener('resize', fit);
  const total = replayer.getMetaData().totalTime;
  let playing = false;
  let timer: number | undefined;
  const show = () =>
    say(
      `${playing ? 'Playing' : 'Paused at'} ${clock(replayer.getCurrentTime())} of ${clock(total)}`,
    );
  replayer.on('finish', () => {
    playing = false;
    window.clearInterval(timer);
    play.textContent = 'Play again';
    say(`Finished: ${clock(total)}`);
  });
  play.addEventListener('click', () => {
    if (playing) {
      replayer.pause();
      playing = false;
      window.clearInterval(timer);
      play.textContent = 'Play';
    } else {
      const at = replayer.getCurrentTime();
      replayer.play(at >= total ? 0 : at);
      playing = true;
      play.textContent = 'Pause';
      timer = window.setInterval(show, 500);
    }
    show();
  });
  // The first frame is shown at once, so the page is visible before playing.
  replayer.pause(0);
  play.disabled = false;
  say(`Ready: ${clock(total)} recorded`);
}

if (container && button) {
  start(container, button).catch(() => say('The recording could not be played.'));
}
