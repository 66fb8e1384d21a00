import { useId, useState } from 'react';
import { frameCodeHeight } from '@shared/chart-core/plot-room';
import { chartLink, DEFAULT_EMBED_HEIGHT, embedCode, type EmbedFlags, type EmbedKind } from '@shared/embed/embed-snippet';
import { savedChartSpec } from '@shared/spec/saved-chart-spec';
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
  const id = useId();
  const [flags, setFlags] = useState<EmbedFlags>({});
  const [kind, setKind] = useState<EmbedKind>('script');
  const frameHeight = kind === 'iframe' ? frameCodeHeight(savedChartSpec(chart), DEFAULT_EMBED_HEIGHT, flags) : undefined;
  const snippet = embedCode(kind, origin, chart.slug, chart.name || chart.options.title || 'Untitled Chart', flags, frameHeight);
  const copied = (description: string) => () => toast({ title: 'Copied!', description });
  return (
    <Dialog open onOpenChange={onClose} title="Share Chart">
      <div className="form">
        {/* Each field's label names its field alone: a label may hold one control, and the Copy button is another. */}
        <div className="field">
          <label htmlFor={`${id}-link`}>Direct Link</label>
          <span className="copy-row">
            <input id={`${id}-link`} readOnly value={chartLink(origin, chart.slug)} onFocus={(e) => e.target.select()} />
            <CopyButton text={chartLink(origin, chart.slug)} onCopied={copied('Link copied to clipboard.')} />
          </span>
        </div>
        <EmbedKindChoice kind={kind} onChange={setKind} />
        <div className="field">
          <label htmlFor={`${id}-code`}>Embed Code</label>
          <span className="copy-row">
            {/* Wrapped, so the options it carries can be seen changing it. */}
            <textarea id={`${id}-code`} readOnly rows={4} value={snippet} onFocus={(e) => e.target.select()} />
            <CopyButton text={snippet} onCopied={copied('Embed code copied to clipboard.')} />
          </span>
        </div>
        <EmbedOptions flags={flags} onChange={setFlags} />
      </div>
    </Dialog>
  );
}
