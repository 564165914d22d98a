import { useLayoutEffect, useState } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { toastPlacementForControlInUse, type ToastSide } from './toast-side';
import { TOAST_DURATION_MS, useToast } from './use-toast';

/**
 * Renders the current toast, on the side of the screen away from the control in use when it appeared, clear of a
 * dialog's Close button (toast-side.ts).
 * Swipe right to dismiss; F8 moves focus to the notification area.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const [placement, setPlacement] = useState<{ side: ToastSide; offset: number }>({ side: 'bottom', offset: 0 });
  const newest = toasts[0]?.id; // the newest comes first (use-toast.ts)
  // Before the browser paints the new toast: it appears on its side at once.
  useLayoutEffect(() => {
    if (newest !== undefined) setPlacement(toastPlacementForControlInUse());
  }, [newest]);

  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport side={placement.side} style={{ [placement.side]: placement.offset }} hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}
