import type { Dispatch } from 'react';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { CitedSource } from '@shared/api/ai-plan';
import { firstThemeOf, getTheme } from '@shared/themes/themes';
import { ChartView } from '../../../components/chart-view';
import type { WizardAction } from '../logic/wizard-actions';
import { AnswerProgress } from './answer-progress';
import { CitedSources } from './cited-sources';

/** A question being answered: how far it is, naming the sources the AI can use, and a way to stop. */
export interface Answering {
  sourceNames: readonly string[];
  onCancel(): void;
}

/** The Customize step's preview: the chart as it will be embedded, and a switch to the theme's light or dark twin. */
export function LivePreview(props: {
  themeId: string;
  sources: CitedSource[];
  spec: ChartSpec | null;
  loading: boolean;
  answering?: Answering | null;
  dispatch: Dispatch<WizardAction>;
}) {
  const theme = getTheme(props.themeId);
  return (
    <section className="live-preview" aria-label="Live Preview">
      <div className="preview-header">
        <h4>Live Preview</h4>
        <button
          type="button"
          className="button button-outline button-small"
          onClick={() => props.dispatch({ type: 'theme', themeId: firstThemeOf(!theme.isDark).id })}
        >
          {theme.isDark ? 'Light' : 'Dark'}
        </button>
      </div>
      <div className="preview-canvas">
        {props.loading && props.answering ? (
          <AnswerProgress sourceNames={props.answering.sourceNames} height={400} onCancel={props.answering.onCancel} />
        ) : props.loading ? (
          <div className="skeleton" style={{ height: 400 }} role="progressbar" aria-label="Loading" />
        ) : props.spec ? (
          <ChartView spec={props.spec} height={400} />
        ) : (
          <div className="empty-preview">No data to display</div>
        )}
      </div>
      {/* The chart's caption names the sources; this says when each was read. */}
      <CitedSources sources={props.sources} />
      <p className="muted hint">Customize your chart above, then click Next to get embed code</p>
    </section>
  );
}
