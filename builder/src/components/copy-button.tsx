import { useEffect, useState } from 'react';

/** Copies text; says 'Copied!' for 2 seconds (docs/product.md, Client state and data fetching). A failure is only logged. */
export function CopyButton({ text, label = 'Copy', onCopied }: { text: string; label?: string; onCopied?: () => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className="button button-outline button-small"
      onClick={() =>
        navigator.clipboard
          .writeText(text)
          .then(() => {
            setCopied(true);
            onCopied?.();
          })
          .catch((error: unknown) => console.warn('Copy failed:', error))
      }
    >
      {copied ? 'Copied!' : label}
    </button>
  );
}
