import type { Dispatch } from 'react';
import type { ChartSpec } from '@shared/spec/chart-spec';
import type { WizardAction } from '../logic/wizard-actions';
import type { WizardState } from '../logic/wizard-state';
import { ChartDataSection, type Rereading } from './chart-data-section';
import { CustomizeControls } from './customize-controls';
import { LivePreview, type Answering } from './live-preview';

/**
 * Step 2 (docs/product.md, Step 2: Customize): type, theme and options on the left, the live preview
 * on the right, kept in view while the controls scroll (on phones, above them); the data below both.
 * Every change is an action dispatched to the wizard's reducer.
 */
export function CustomizeStep(props: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  spec: ChartSpec | null;
  loading: boolean;
  /** A question is being answered: say how far it is, naming the sources the AI can use, and offer to stop. */
  answering?: Answering | null;
  rereading: Rereading;
}) {
  const { state, dispatch } = props;
  return (
    <div className="customize">
      <header className="step-heading">
        <h3 tabIndex={-1}>Customize Chart</h3>
        <p className="muted">Choose a theme and customize your chart appearance.</p>
      </header>
      <div className="customize-columns">
        <CustomizeControls state={state} dispatch={dispatch} />
        <LivePreview
          themeId={state.themeId}
          sources={state.sources}
          spec={props.spec}
          loading={props.loading}
          answering={props.answering}
          dispatch={dispatch}
        />
      </div>
      <ChartDataSection state={state} dispatch={dispatch} rereading={props.rereading} />
    </div>
  );
}
