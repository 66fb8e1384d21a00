import { useEffect, useState } from 'react';
import type { ChartRecord } from '@shared/api/charts';
import { ListingChoice } from '../../../components/listing-choice';
import { toast, toastError } from '../../../components/toast/toast-store';
import { useSetListed } from '../api/my-charts';

/** A card's "Show on Trending" choice (docs/product.md, My Charts), saved as soon as it changes. */
export function ListingStatus({ chart }: { chart: ChartRecord }) {
  const setListed = useSetListed();
  // The box shows the new state at once, and keeps it until the reloaded list says the same: the
  // list reaches this card in a render after the save's callbacks, so clearing it there flipped the
  // box back to the old state for a moment.
  const [switching, setSwitching] = useState<boolean | null>(null);
  useEffect(() => {
    if (switching === chart.listed) setSwitching(null);
  }, [switching, chart.listed]);
  return (
    <ListingChoice
      listed={switching ?? chart.listed}
      saving={setListed.isPending}
      onChange={(listed) => {
        setSwitching(listed);
        setListed.mutate(
          { id: chart.id, listed },
          {
            onSuccess: (saved) => toast({ title: saved.listed ? 'Chart listed on Trending' : 'Chart taken off Trending' }),
            onError: (error) => {
              setSwitching(null);
              toastError(error, 'Failed to change whether the chart is on Trending');
            },
          },
        );
      }}
    />
  );
}
