import { lazy, Suspense, useEffect, useState } from 'react';
import { openInspectorEvent, useMayInspect } from './access.ts';

// Its own chunk: the first load carries only this host and the recorder.
const InspectorDialog = lazy(() => import('./InspectorDialog.tsx'));

/** Opens the inspector on Ctrl+Alt+I or the header's button, for those useMayInspect lets in. */
export function InspectorHost() {
  const allowed = useMayInspect();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!allowed) return;
    const show = () => setOpen(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && !event.shiftKey && event.code === 'KeyI') {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener(openInspectorEvent, show);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(openInspectorEvent, show);
    };
  }, [allowed]);

  if (!allowed || !open) return null;
  return (
    <Suspense fallback={null}>
      <InspectorDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
