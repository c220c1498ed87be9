import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { buttonClass } from '@/ui/button-class';

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

/**
 * The browser's own BarcodeDetector where it has one (Chrome on Android, Safari on macOS), else
 * the `barcode-detector` ponyfill (ZXing compiled to WebAssembly, maintained, the same API): its
 * .wasm is served by this site, never a CDN, and kept by the service worker for offline use.
 */
async function qrDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: new (options: object) => Detector })
    .BarcodeDetector;
  if (native) return new native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

const SCAN_INTERVAL_MS = 250;

/**
 * The phone's rear camera, read a few times a second until a QR code is found; the content goes
 * to `onCode` as if typed. Stops the camera when closed or when a code is read.
 */
export function CameraScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The parent's handler changes with every check-in; the camera must not restart for it.
  const found = useEffectEvent((code: string) => onCode(code));
  const failed = useEffectEvent(() =>
    setProblem(
      t`La fotocamera non è disponibile. Consenti l'accesso alla fotocamera, oppure scrivi il codice.`,
    ),
  );

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const start = async () => {
      try {
        const detector = await qrDetector();
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const scan = async () => {
          if (stopped || !video.current) return;
          const codes = await detector.detect(video.current).catch(() => []);
          const code = codes[0]?.rawValue;
          if (code) {
            found(code);
            return;
          }
          timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS);
        };
        void scan();
      } catch (error) {
        console.warn('Camera scanner not started', error);
        failed();
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="mt-4 rounded-2xl bg-stone-900 p-3">
      {problem ? (
        <p role="alert" className="p-3 text-white">
          {problem}
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t`Inquadra il codice QR del biglietto`}
          className="aspect-square w-full max-w-sm rounded-xl object-cover"
        />
      )}
      <button type="button" onClick={onClose} className={`${buttonClass('onDark', 'small')} mt-3`}>
        {t`Chiudi la fotocamera`}
      </button>
    </div>
  );
}
