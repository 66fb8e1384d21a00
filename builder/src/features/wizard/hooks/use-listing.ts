import { useState, type Dispatch } from 'react';
import { toast, toastError } from '../../../components/toast/toast-store';
import { useUpdateChart } from '../api/update-chart';
import type { WizardAction } from '../logic/wizard-actions';
import type { WizardState } from '../logic/wizard-state';

/** Lists the saved chart on the Trending feed or takes it off (step 3), as soon as its creator says so. */
export function useListing(state: WizardState, dispatch: Dispatch<WizardAction>) {
  const update = useUpdateChart();
  // The box shows what was asked for at once, while it is saved (set in the click's own render, so
  // the checkbox never flips back in between).
  const [asked, setAsked] = useState<boolean | null>(null);
  const setListed = (listed: boolean) => {
    if (!state.saved) return;
    setAsked(listed);
    update.mutate(
      { id: state.saved.id, changes: { listed } },
      {
        onSuccess: (chart) => {
          dispatch({ type: 'listed', listed: chart.listed });
          toast({ title: chart.listed ? 'Chart listed on Trending' : 'Chart taken off Trending' });
        },
        onError: (error) => toastError(error, 'Failed to change whether the chart is on Trending'),
        onSettled: () => setAsked(null),
      },
    );
  };
  return { listed: asked ?? state.listed, saving: update.isPending, setListed };
}
