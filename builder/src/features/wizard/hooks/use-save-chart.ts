import { useState, type Dispatch } from 'react';
import type { ChartRecord } from '@shared/api/charts';
import { errorMessage } from '../../../lib/error-message';
import { useCreateChart } from '../api/create-chart';
import { useUpdateChart } from '../api/update-chart';
import { createBody, unsavedChanges } from '../logic/request-bodies';
import type { WizardAction } from '../logic/wizard-actions';
import type { WizardState } from '../logic/wizard-state';

/**
 * A new chart is created once; after that (and for a saved chart) saving sends what changed. Why it
 * could not be saved is said beside Next until the chart changes or is saved again.
 */
export function useSaveChart(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const create = useCreateChart();
  const update = useUpdateChart();
  // Kept with the state it failed for: any change to the chart clears it.
  const [failed, setFailed] = useState<{ state: WizardState; message: string } | null>(null);
  const setError = (message: string) => setFailed({ state, message });
  const save = () => {
    if (!state.chartData) return;
    setFailed(null);
    const onSuccess = (chart: Pick<ChartRecord, 'id' | 'slug' | 'name'>) => dispatch({ type: 'saved', chart });
    if (!state.saved) {
      create.mutate(createBody(state, state.chartData), {
        onSuccess,
        onError: (failure) => setError(errorMessage(failure, 'Failed to generate embed code. Please try again.')),
      });
      return;
    }
    const changes = unsavedChanges(state);
    // Nothing changed: the embed code is the same, so there is nothing to send.
    if (Object.keys(changes).length === 0 && state.slug) return onSuccess({ id: state.saved.id, slug: state.slug, name: state.saved.name });
    update.mutate(
      { id: state.saved.id, changes },
      { onSuccess, onError: (failure) => setError(errorMessage(failure, 'Failed to save your changes. Please try again.')) },
    );
  };
  return { save, saving: create.isPending || update.isPending, error: failed?.state === state ? failed.message : null };
}
