import { Dialog } from '../../../components/dialog';
import { toast, toastError } from '../../../components/toast/toast-store';
import type { ChartRecord } from '@shared/api/charts';
import { useDeleteChart } from '../api/my-charts';

/** Delete Chart (docs/product.md, My Charts). */
export function DeleteDialog({ chart, onClose }: { chart: ChartRecord; onClose(): void }) {
  const remove = useDeleteChart();
  return (
    <Dialog open onOpenChange={onClose} title="Delete Chart" description="Are you sure you want to delete this chart? This action cannot be undone.">
      <div className="dialog-buttons">
        <button type="button" className="button button-outline" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(chart.id, {
              onSuccess: () => {
                toast({ title: 'Chart deleted' });
                onClose();
              },
              onError: (error) => toastError(error, 'Failed to delete chart'),
            })
          }
        >
          Delete
        </button>
      </div>
    </Dialog>
  );
}
