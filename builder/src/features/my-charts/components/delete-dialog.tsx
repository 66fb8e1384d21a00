import { Dialog } from '../../../components/dialog';
import { toast, toastError } from '../../../components/toast/toast-store';
import type { Chart } from '../../../types/api';
import { useDeleteChart } from '../api/my-charts';

/** Delete Chart (SPEC.md §2). */
export function DeleteDialog({ chart, onClose }: { chart: Chart; onClose(): void }) {
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
