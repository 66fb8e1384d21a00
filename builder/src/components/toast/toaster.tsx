import * as Toast from '@radix-ui/react-toast';
import { dismissToast, useToasts } from './toast-store';

/**
 * The toast area: top of the screen on small screens, bottom right from medium up; shown for 5 s,
 * swiped right (50 px) to dismiss, F8 to focus (Radix Toast's defaults; docs/product.md, Layout).
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={`toast ${t.variant === 'destructive' ? 'toast-destructive' : ''}`}
        >
          <div className="toast-text">
            <Toast.Title className="toast-title">{t.title}</Toast.Title>
            {t.description ? <Toast.Description className="toast-description">{t.description}</Toast.Description> : null}
          </div>
          {t.action ? (
            <Toast.Action altText={t.action.label} className="button button-outline" onClick={t.action.onClick}>
              {t.action.label}
            </Toast.Action>
          ) : null}
          <Toast.Close className="toast-close" aria-label="Close">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} />
    </Toast.Provider>
  );
}
