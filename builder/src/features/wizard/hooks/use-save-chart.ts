import type { Dispatch } from 'react';
import type { ChartRecord } from '@shared/api/charts';
import { toastError } from '../../../components/toast/toast-store';
import { useCreateChart } from '../api/create-chart';
import { useUpdateChart } from '../api/update-chart';
import { createBody, unsavedChanges, type WizardAction, type WizardState } from '../logic/wizard-state';

/** A new chart is created once; after that (and for a saved chart) saving sends what changed. */
export function useSaveChart(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const create = useCreateChart();
  const update = useUpdateChart();
  const save = () => {
    if (!state.chartData) return;
    const onSuccess = (chart: Pick<ChartRecord, 'id' | 'slug' | 'name'>) => dispatch({ type: 'saved', chart });
    if (!state.saved) {
      create.mutate(createBody(state, state.chartData), {
        onSuccess,
        onError: (error) => toastError(error, 'Failed to generate embed code. Please try again.', 'Error saving chart'),
      });
      return;
    }
    const changes = unsavedChanges(state);
    // Nothing changed: the embed code is the same, so there is nothing to send.
    if (Object.keys(changes).length === 0 && state.slug) return onSuccess({ id: state.saved.id, slug: state.slug, name: state.saved.name });
    update.mutate(
      { id: state.saved.id, changes },
      { onSuccess, onError: (error) => toastError(error, 'Failed to save your changes. Please try again.', 'Error saving chart') },
    );
  };
  return { save, saving: create.isPending || update.isPending };
}
