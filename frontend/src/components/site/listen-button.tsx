import { Pause, Play, Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { buttonClasses } from '../ui/button';
import { toast } from '../ui/use-toast';
import { readingVoice } from '../../lib/read-aloud';

type Reading = 'idle' | 'speaking' | 'paused';

export const LISTEN_FAILED = { title: 'Your device could not read the article aloud', description: 'Try its own read-aloud setting instead.' };

const speechAvailable = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
const noSubscription = () => () => {};

/**
 * 'Listen' (docs/product.md#article-pages): beside an article's Share, and above a premium report's text in the
 * members' area. The device's own voice reads it aloud (the Web Speech API's speechSynthesis, a voice on the device
 * before an online one: readingVoice), part by part (`parts`, lib/read-aloud.ts), in British English where the device
 * has such a voice. While it reads, the button says Pause, then Resume, and Stop beside it ends the reading; leaving
 * the page ends it too. Shown only where the browser can speak, which the server cannot know: the page the server drew
 * has no Listen, and the app adds it once it runs. A device that fails to speak (no voice installed) says so in a
 * toast.
 */
export function ListenButton({ parts }: { parts: readonly string[] }) {
  const available = useSyncExternalStore(noSubscription, speechAvailable, () => false);
  const [reading, setReading] = useState<Reading>('idle');
  /** The reading the voice's events belong to: a stopped or restarted reading ignores the events of the one before. */
  const run = useRef(0);
  const toggle = useRef<HTMLButtonElement>(null);
  /** The part being read (its start), where Resume goes on from when the device dropped the reading on Pause. */
  const current = useRef(0);

  // Leaving the page (another article, another page) ends the reading.
  useEffect(
    () => () => {
      if (run.current > 0) window.speechSynthesis.cancel();
    },
    [],
  );

  if (!available || parts.length === 0) return null;

  const finish = (id: number, outcome: 'done' | 'failed') => {
    if (run.current !== id) return;
    run.current += 1;
    // Stop leaves with the reading: the keyboard's place goes back to the button that started it.
    if (document.activeElement?.closest('[data-listen="stop"]')) toggle.current?.focus();
    setReading('idle');
    // A toast, as the page's other messages (a longer one: the words are more than a few).
    if (outcome === 'failed') toast({ ...LISTEN_FAILED, variant: 'destructive', duration: 10_000 });
  };

  /** Queues the parts from `from` on, as reading `id`; each one's start is kept, so a reading can go on from there. */
  const speakFrom = (id: number, from: number) => {
    const speech = window.speechSynthesis;
    const voices = speech.getVoices();
    const voice = voices[readingVoice(voices)];
    parts.slice(from).forEach((text, offset) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'en-GB';
      if (voice) utterance.voice = voice;
      utterance.onstart = () => {
        if (run.current === id) current.current = from + offset;
      };
      utterance.onerror = (event) => {
        // Stop and a new start cancel what is queued: that is not a failure.
        if (event.error === 'interrupted' || event.error === 'canceled') return;
        speech.cancel();
        finish(id, 'failed');
      };
      if (from + offset === parts.length - 1) utterance.onend = () => finish(id, 'done');
      speech.speak(utterance);
    });
  };

  const listen = () => {
    const speech = window.speechSynthesis;
    // Whatever is still queued goes first, and only then: in Chrome a cancel right before speak can drop the new reading.
    if (speech.speaking || speech.pending) speech.cancel();
    current.current = 0;
    speakFrom(++run.current, 0);
    setReading('speaking');
  };

  const press = () => {
    const speech = window.speechSynthesis;
    if (reading === 'idle') listen();
    else if (reading === 'speaking') {
      speech.pause();
      setReading('paused');
    } else {
      speech.resume();
      // Where Pause dropped what was queued (Chrome on Android), the reading goes on from the part it was in.
      if (!speech.speaking && !speech.pending) speakFrom(++run.current, current.current);
      setReading('speaking');
    }
  };

  const stop = () => {
    window.speechSynthesis.cancel();
    finish(run.current, 'done');
  };

  // Items of the row it is placed in (beside the article's Share; a report's own row).
  return (
    <>
      <button ref={toggle} type="button" data-listen="" className={buttonClasses('secondary')} onClick={press}>
        {reading === 'idle' ? <Volume2 aria-hidden="true" /> : reading === 'speaking' ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        {reading === 'idle' ? 'Listen' : reading === 'speaking' ? 'Pause' : 'Resume'}
      </button>
      {reading === 'idle' ? null : (
        <button type="button" data-listen="stop" className={buttonClasses('secondary')} onClick={stop}>
          <Square aria-hidden="true" />
          Stop
        </button>
      )}
    </>
  );
}
