import { useState } from 'react';
import { frameCodeHeight } from '@shared/chart-core/plot-room';
import { DEFAULT_EMBED_HEIGHT, embedCode, type EmbedFlags, type EmbedKind } from '@shared/embed/embed-snippet';
import type { ChartSpec, DataSource } from '@shared/spec/chart-spec';
import { ChartView } from '../../../components/chart-view';
import { CopyButton } from '../../../components/copy-button';
import { Dialog } from '../../../components/dialog';
import { EmbedKindChoice } from '../../../components/embed-kind-choice';
import { EmbedOptions } from '../../../components/embed-options';
import { ListingChoice } from '../../../components/listing-choice';
import type { useListing } from '../hooks/use-listing';

const SOURCE_NAMES: Record<DataSource, string> = { ticker: 'Stock Ticker', csv: 'CSV Upload', query: 'AI Query', url: 'CSV Link' };

/** 'dark-purple' → 'Dark Purple': the theme id's words capitalised, as Chart Details show it (not the preset's display name). */
export const themeLabel = (id: string) =>
  id
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
export const chartTypeLabel = (type: string) => `${type[0]!.toUpperCase()}${type.slice(1)} Chart`;

/**
 * Step 3 (docs/product.md, Step 3: Embed): whether the chart is on Trending, the embed code, the
 * chart's details, a preview, and what to do next.
 */
export function ResultStep({
  slug,
  spec,
  dataSource,
  listing,
}: {
  slug: string;
  spec: ChartSpec;
  dataSource: DataSource;
  /** Listing is a request the listing hook owns, not a change of the wizard's state: its object, whole. */
  listing: ReturnType<typeof useListing>;
}) {
  const [fullscreen, setFullscreen] = useState(false);
  const [flags, setFlags] = useState<EmbedFlags>({});
  const [kind, setKind] = useState<EmbedKind>('script');
  const snippet = embedCode(
    kind,
    window.location.origin,
    slug,
    spec.options.title || 'Untitled Chart',
    flags,
    frameCodeHeight(spec, DEFAULT_EMBED_HEIGHT, flags),
  );
  return (
    <div className="result">
      <header className="step-heading">
        <h3 tabIndex={-1}>Your Chart is Ready!</h3>
        <p className="muted">Copy the embed code below to add this chart to your website or blog.</p>
      </header>
      <ListingChoice listed={listing.listed} saving={listing.saving} onChange={listing.setListed} />
      <section className="embed-code">
        <div className="embed-code-header">
          <h4>Embed Code</h4>
          <CopyButton text={snippet} />
        </div>
        <EmbedKindChoice kind={kind} onChange={setKind} />
        <pre>
          <code>{snippet}</code>
        </pre>
        <p className="muted">Paste this code wherever you want the chart to appear on your website.</p>
        <EmbedOptions flags={flags} onChange={setFlags} />
      </section>
      <section className="chart-details">
        <h4>Chart Details</h4>
        <dl>
          <dt>Data Source</dt>
          <dd>{SOURCE_NAMES[dataSource]}</dd>
          <dt>Chart Type</dt>
          <dd>{chartTypeLabel(spec.chartType)}</dd>
          <dt>Theme</dt>
          <dd>{themeLabel(spec.theme)}</dd>
          <dt>Chart ID</dt>
          <dd>
            <code>{slug}</code>
          </dd>
        </dl>
      </section>
      <section>
        <h4>Chart Preview</h4>
        {/* As readers will see it, with the options chosen above. */}
        <ChartView spec={spec} height={300} flags={flags} />
        <button type="button" className="button button-outline" onClick={() => setFullscreen(true)}>
          View Fullscreen Chart
        </button>
      </section>
      <section>
        {/* An h3: it follows the preview, whose chart title is an h2 of the element's own. */}
        <h3>What&apos;s Next?</h3>
        <ul className="whats-next">
          <li>Paste the embed code into your website or blog</li>
          <li>
            Share the standalone chart link: <a href={`/e/${slug}`}>{`${window.location.origin}/e/${slug}`}</a>
          </li>
          <li>Create more charts from tickers, questions or CSV files</li>
          <li>See how often it is viewed, and change whether it is on Trending, in My Charts</li>
        </ul>
      </section>
      {/* The chart shows its own title; the dialog's names the view, and the chart fills it. */}
      <Dialog open={fullscreen} onOpenChange={setFullscreen} title="Chart Preview" size="full">
        <ChartView spec={spec} />
      </Dialog>
    </div>
  );
}
