import { useEffect, useLayoutEffect, useState } from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { toastPlacementForControlInUse, type ToastSide } from './toast-side';
import { TOAST_DURATION_MS, useToast } from './use-toast';

/**
 * Renders the current toast, on the side of the screen away from the control in use, clear of a dialog's Close button
 * (toast-side.ts): decided when it appears, and again whenever focus moves while it shows, so it never covers the
 * focused control (WCAG 2.4.11). It covered the header's Logout at 1440 px: placed at the top, away from a dialog's
 * Save button low on the screen, it stayed there as focus went back up the page once the dialog had closed.
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
  // Focus moving while a toast shows (not into the toasts themselves): placed again, in the next frame, once the
  // control focused has been scrolled into view.
  const showing = toasts.some((toast) => toast.open);
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const follow = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-toast-side]')) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPlacement(toastPlacementForControlInUse()));
    };
    document.addEventListener('focusin', follow);
    return () => {
      document.removeEventListener('focusin', follow);
      cancelAnimationFrame(frame);
    };
  }, [showing]);

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
          <div className="grid gap-0.5 md:gap-1">
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
