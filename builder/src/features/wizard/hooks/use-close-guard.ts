import { useEffect, useState } from 'react';

/**
 * Edits to a saved chart are not lost by a stray Escape or reload: while `dirty`, closing asks
 * first (`confirming`) and leaving the page warns.
 */
export function useCloseGuard(dirty: boolean, onClose: () => void) {
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    close: () => (dirty ? setConfirming(true) : onClose()),
    confirming,
    keep: () => setConfirming(false),
    discard: () => {
      setConfirming(false);
      onClose();
    },
  };
}
