/**
 * On Accepted an AC image shows for 1.5 s and two sounds play 0.5 s apart. The
 * sounds are synthesized with WebAudio, so no audio file is downloaded.
 */
export const AC_ANIMATION_MS = 1500;
export const AC_SOUND_GAP_MS = 500;

function beep(context: AudioContext, frequency: number, at: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'triangle';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + 0.4);
}

export function playAcceptedSounds(): void {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    const now = context.currentTime;
    beep(context, 660, now);
    beep(context, 990, now + AC_SOUND_GAP_MS / 1000);
    setTimeout(() => void context.close(), AC_SOUND_GAP_MS + 800);
  } catch {
    // Audio may be blocked by the browser; the animation still shows.
  }
}
