import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { toast, toastError } from '../../../components/toast/toast-store';
import type { ChartRecord } from '@shared/api/charts';
import { useRenameChart } from '../api/my-charts';

/** Rename Chart (docs/product.md, My Charts): Rename is disabled while the name is blank; the trimmed name is sent. */
export function RenameDialog({ chart, onClose }: { chart: ChartRecord; onClose(): void }) {
  const rename = useRenameChart();
  const [name, setName] = useState(chart.name ?? '');
  return (
    <Dialog open onOpenChange={onClose} title="Rename Chart">
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          rename.mutate(
            { id: chart.id, name },
            {
              onSuccess: () => {
                toast({ title: 'Chart renamed' });
                onClose();
              },
              onError: (error) => toastError(error, 'Failed to rename chart'),
            },
          );
        }}
      >
        <input aria-label="Chart name" placeholder="Chart name" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} autoFocus />
        <div className="dialog-buttons">
          <button type="button" className="button button-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={!name.trim() || rename.isPending}>
            Rename
          </button>
        </div>
      </form>
    </Dialog>
  );
}
