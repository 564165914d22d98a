import { toast } from '../../components/ui/use-toast';

/** The old way, for browsers or pages where the Clipboard API is missing or refused. */
function copyWithSelection(text: string): boolean {
  const active = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}

/** Copies text to the clipboard and says so: 'Content Copied', or 'Copy Failed'. */
export async function copyText(text: string, what: string): Promise<boolean> {
  let copied = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      copied = true;
    }
  } catch {
    copied = false;
  }
  if (!copied) copied = copyWithSelection(text);
  if (copied) {
    toast({ title: 'Content Copied', description: `${what} copied to your clipboard.` });
  } else {
    toast({ title: 'Copy Failed', description: 'Failed to copy content to clipboard.', variant: 'destructive' });
  }
  return copied;
}
