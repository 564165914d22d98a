import { Eye, EyeOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import { Button } from './button';
import { Input, type InputProps } from './input';

/**
 * A password box with a 'Show password' button at its right end: pressed (aria-pressed), the box shows what was typed,
 * so a member typing on a phone's small keys can see a slip before sending it. The name stays 'Show password' and its
 * state is in aria-pressed (read 'Show password, toggle button, pressed'); the eye is crossed out while it shows.
 * Submitting the form hides it again. While it shows, the phone's keyboard neither capitalises nor corrects it.
 * A `ref` given reaches the input (a form that moves the cursor to the box after a refusal).
 */
export function PasswordInput({ className, id, ref, ...props }: Omit<InputProps, 'type'>) {
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The box is this component's (the form's submit hides the password) and the caller's ref's; both let go on unmount.
  const inputRef = useCallback(
    (node: HTMLInputElement) => {
      input.current = node;
      let cleanup: ReturnType<RefCallback<HTMLInputElement>>;
      if (typeof ref === 'function') cleanup = ref(node);
      else if (ref) ref.current = node;
      return () => {
        input.current = null;
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
  useEffect(() => {
    const form = input.current?.form;
    const hide = () => setShown(false);
    form?.addEventListener('submit', hide);
    return () => form?.removeEventListener('submit', hide);
  }, []);
  return (
    <div className="relative">
      <Input {...props} ref={inputRef} id={id} type={shown ? 'text' : 'password'} autoCapitalize="none" autoCorrect="off" spellCheck={false} className={`pr-28 ${className ?? ''}`} />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-pressed={shown}
        aria-controls={id}
        onClick={() => setShown((now) => !now)}
        className="absolute inset-y-0.5 right-0.5 gap-1.5 px-3 aria-pressed:bg-accent-soft aria-pressed:text-accent-hover aria-pressed:hover:bg-accent-soft"
      >
        {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        Show<span className="sr-only"> password</span>
      </Button>
    </div>
  );
}
