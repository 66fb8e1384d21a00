import { useState } from 'react';
import { chartLink, embedCode, type EmbedFlags, type EmbedKind } from '@shared/embed-snippet';
import { CopyButton } from '../../../components/copy-button';
import { Dialog } from '../../../components/dialog';
import { EmbedKindChoice } from '../../../components/embed-kind-choice';
import { EmbedOptions } from '../../../components/embed-options';
import { toast } from '../../../components/toast/toast-store';
import type { ChartRecord } from '@shared/api/charts';

/**
 * Share Chart (docs/product.md, My Charts): the direct link and the embed code (a script tag or an
 * iframe), read-only, each with a copy button; the embed options rewrite the code.
 */
export function ShareDialog({ chart, onClose }: { chart: ChartRecord; onClose(): void }) {
  const origin = window.location.origin;
  const [flags, setFlags] = useState<EmbedFlags>({});
  const [kind, setKind] = useState<EmbedKind>('script');
  const snippet = embedCode(kind, origin, chart.slug, chart.name || chart.options.title || 'Untitled Chart', flags);
  const copied = (description: string) => () => toast({ title: 'Copied!', description });
  return (
    <Dialog open onOpenChange={onClose} title="Share Chart">
      <div className="form">
        <label>
          Direct Link
          <span className="copy-row">
            <input readOnly value={chartLink(origin, chart.slug)} onFocus={(e) => e.target.select()} />
            <CopyButton text={chartLink(origin, chart.slug)} onCopied={copied('Link copied to clipboard.')} />
          </span>
        </label>
        <EmbedKindChoice kind={kind} onChange={setKind} />
        <label>
          Embed Code
          <span className="copy-row">
            {/* Wrapped, so the options it carries can be seen changing it. */}
            <textarea readOnly rows={4} value={snippet} onFocus={(e) => e.target.select()} />
            <CopyButton text={snippet} onCopied={copied('Embed code copied to clipboard.')} />
          </span>
        </label>
        <EmbedOptions flags={flags} onChange={setFlags} />
      </div>
    </Dialog>
  );
}
