// Voice search (public spec §9) on the browser's Web Speech API: one phrase per press, in the
// language shown (English as en-US); pressing again while listening stops. Browsers without
// the API get a toast instead.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '@lumen/contract/constants';
import { toast } from '../../../components/ui/use-toast';
import { currentLanguage } from '../../../i18n';

/** The speech each language of the viewer side listens for. */
const SPEECH_LOCALES: Record<UiLanguage, string> = { en: 'en-US', es: 'es-ES' };

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

/** `listening` while a phrase is being captured; `onTranscript` receives a non-empty phrase. */
export function useVoiceSearch(onTranscript: (transcript: string) => void): {
  listening: boolean;
  toggleListening: () => void;
} {
  const { t } = useTranslation('videos');
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const deliver = useRef(onTranscript);
  deliver.current = onTranscript;

  useEffect(() => () => recognitionRef.current?.stop(), []);

  function toastCaptureError() {
    toast({
      title: t('voice.errorTitle'),
      description: t('voice.errorText'),
      variant: 'destructive',
    });
  }

  function toggleListening() {
    const Ctor = speechRecognitionCtor();
    if (!Ctor) {
      toast({
        title: t('voice.unavailableTitle'),
        description: t('voice.unavailableText'),
        variant: 'destructive',
      });
      return;
    }
    if (listening) {
      recognitionRef.current?.stop();
      return;
    }
    const recognition = new Ctor();
    recognition.lang = SPEECH_LOCALES[currentLanguage()];
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
