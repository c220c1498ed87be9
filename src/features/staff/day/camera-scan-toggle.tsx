import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '@/ui/button-class';

// The camera's code loads only when a guide first opens it: most scans come from a hardware reader.
const CameraScanner = lazy(() =>
  import('./camera-scanner').then((module) => ({ default: module.CameraScanner })),
);

/**
 * "Scansiona con la fotocamera" under a code field: opens the camera in place of the button,
 * closes it once a code is read and hands the code on as if typed.
 */
export function CameraScanToggle({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const [scanning, setScanning] = useState(false);
  const scanned = (code: string) => {
    setScanning(false);
    onCode(code);
  };

  return scanning ? (
    <Suspense fallback={<p role="status">{t`Apertura della fotocamera...`}</p>}>
      <CameraScanner onCode={scanned} onClose={() => setScanning(false)} />
    </Suspense>
  ) : (
    <button
      type="button"
      onClick={() => setScanning(true)}
      className={`${buttonClass('outline', 'small')} mt-3`}
    >
      {t`Scansiona con la fotocamera`}
    </button>
  );
}
