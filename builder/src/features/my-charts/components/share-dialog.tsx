import { chartLink, embedSnippet } from '../../../../../shared/embed-snippet';
import { CopyButton } from '../../../components/copy-button';
import { Dialog } from '../../../components/dialog';
import { toast } from '../../../components/toast/toast-store';
import type { ChartRecord } from '../../../../../shared/api/charts';

/** Share Chart (docs/product.md, My Charts): the direct link and the embed code, read-only, each with a copy button. */
export function ShareDialog({ chart, onClose }: { chart: ChartRecord; onClose(): void }) {
  const origin = window.location.origin;
  const copied = () => toast({ title: 'Copied!', description: 'Link copied to clipboard.' });
  return (
    <Dialog open onOpenChange={onClose} title="Share Chart">
      <div className="form">
        <label>
          Direct Link
          <span className="copy-row">
            <input readOnly value={chartLink(origin, chart.slug)} onFocus={(e) => e.target.select()} />
            <CopyButton text={chartLink(origin, chart.slug)} onCopied={copied} />
          </span>
        </label>
        <label>
          Embed Code
          <span className="copy-row">
            <input readOnly value={embedSnippet(origin, chart.slug)} onFocus={(e) => e.target.select()} />
            <CopyButton text={embedSnippet(origin, chart.slug)} onCopied={copied} />
          </span>
        </label>
      </div>
    </Dialog>
  );
}
