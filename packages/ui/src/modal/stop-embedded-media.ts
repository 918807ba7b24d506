/**
 * Stops whatever plays inside a closing dialog (SPEC §4 "Closing pauses video and reloads the
 * iframe"): each `<video>` and `<audio>` is paused, and each `<iframe>` gets its own `src`
 * again, which reloads it, since the page cannot reach into a cross-origin player (YouTube,
 * Vimeo) to pause it.
 */
export function stopEmbeddedMedia(container: ParentNode): void {
  for (const media of container.querySelectorAll<HTMLMediaElement>('video, audio')) {
    media.pause();
  }
  for (const frame of container.querySelectorAll('iframe')) {
    const src = frame.getAttribute('src');
    if (src !== null) frame.setAttribute('src', src);
  }
}
