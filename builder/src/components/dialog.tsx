import * as RadixDialog from '@radix-ui/react-dialog';
import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { useReturnFocus } from '../hooks/use-return-focus';

/**
 * Escape is for the dialog on top. Radix tells its layers which one that is only after a new
 * dialog's effects have run and it has drawn again; until then (a moment after opening, longer on
 * a loaded machine) the dialog underneath still hears Escape, and closing a wizard also closes the
 * preview opened from it. A dialog opened inside another (in React's tree, which portals keep)
 * covers it from the moment it opens, before any key can arrive.
 */
const Cover = createContext<(() => () => void) | null>(null);

/** Escapes a covered dialog stopped Radix from acting on, left for the dialog on top. */
const passedOn = new WeakSet<Event>();

/** Covers the dialog around this one while open; gives what covers this one, and whether it is covered. */
function useCover(open: boolean) {
  const coverAround = useContext(Cover);
  useLayoutEffect(() => (open && coverAround ? coverAround() : undefined), [open, coverAround]);
  const covers = useRef(0);
  const cover = useCallback(() => {
    covers.current += 1;
    return () => void (covers.current -= 1);
  }, []);
  return { cover, covered: () => covers.current > 0 };
}

/**
 * An accessible modal (Radix: focus trap, Escape, labelled by its title) in our look. Closing it
 * gives focus back to what opened it.
 */
export function Dialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'small' | 'large' | 'full';
  children: ReactNode;
}) {
  const returnFocus = useReturnFocus(props.open);
  const { cover, covered } = useCover(props.open);
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog-${props.size ?? 'small'}`}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={(event) => {
            if (!covered()) return;
            event.preventDefault();
            passedOn.add(event);
          }}
          onKeyDown={(event) => {
            // Radix hears Escape only in the layer opened last, and a toast shown since this dialog
            // opened is one: it closes the toast and leaves the event unhandled. Handled ones arrive
            // here prevented, a nested dialog's included.
            const handled = event.nativeEvent.defaultPrevented && !passedOn.has(event.nativeEvent);
            if (event.key !== 'Escape' || handled || covered()) return;
            event.preventDefault();
            props.onOpenChange(false);
          }}
        >
          <RadixDialog.Title className="dialog-title">{props.title}</RadixDialog.Title>
          {props.description ? (
            <RadixDialog.Description className="dialog-description">{props.description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{props.title}</RadixDialog.Description>
          )}
          <Cover.Provider value={cover}>{props.children}</Cover.Provider>
          <RadixDialog.Close className="dialog-close" aria-label="Close">
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
