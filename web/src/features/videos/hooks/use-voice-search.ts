// Voice search (public spec §9) on the browser's Web Speech API: one English phrase per press;
// pressing again while listening stops. Browsers without the API get a toast instead.
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';

interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  start(): void;
  stop(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
}
type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

function speechRecognitionCtor(): SpeechRecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionCtor;
    webkitSpeechRecognition?: SpeechRecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

function toastCaptureError() {
  toast({
    title: 'Voice Search Error',
    description: 'Could not capture voice input. Please try again.',
    variant: 'destructive',
  });
}

/** `listening` while a phrase is being captured; `onTranscript` receives a non-empty phrase. */
export function useVoiceSearch(onTranscript: (transcript: string) => void): {
  listening: boolean;
  toggleListening: () => void;
} {
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const deliver = useRef(onTranscript);
  deliver.current = onTranscript;

  useEffect(() => () => recognitionRef.current?.stop(), []);

  function toggleListening() {
    const Ctor = speechRecognitionCtor();
    if (!Ctor) {
      toast({
        title: 'Voice Search Unavailable',
        description: "Your browser doesn't support voice search. Please use a modern browser.",
        variant: 'destructive',
      });
      return;
    }
    if (listening) {
      recognitionRef.current?.stop();
      return;
    }
    const recognition = new Ctor();
    recognition.lang = 'en-US';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.continuous = false;
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript?.trim() ?? '';
      setListening(false);
      if (transcript) deliver.current(transcript);
    };
    recognition.onerror = () => {
      setListening(false);
      toastCaptureError();
    };
    recognition.onend = () => setListening(false);
    recognitionRef.current = recognition;
    try {
      recognition.start();
      setListening(true);
    } catch {
      setListening(false);
      toastCaptureError();
    }
  }

  return { listening, toggleListening };
}
