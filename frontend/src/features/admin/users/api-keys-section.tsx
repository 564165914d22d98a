import { useFocusNear } from '../../../lib/use-focus-near';
import { Copy, KeyRound, Plus, TriangleAlert } from 'lucide-react';
import { UsersSection } from './users-section';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { GuardedDialog, useUnsavedChanges } from '../../../components/ui/guarded-dialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { notConfirmed, useConfirmPassword } from '../../../components/auth/confirm-password';
import { errorMessage } from '../../../lib/api';
import { formatShortDate } from '../../../lib/format';
import { copyText } from '../../generator/copy-text';
import { LoadError } from '../../../components/ui/load-error';
import { ShowOlderButton } from '../../../components/ui/show-older-button';
import { SEARCH_PAUSE_MS, useSettledValue } from '../../../lib/use-settled-value';
import { Label } from '../../../components/ui/label';
import { API_KEY_EXPIRIES, API_KEY_SCOPES, REVOKE_REASON_WORDS, useApiKeys, useCreateApiKey, useRevokeApiKey, type ApiKey, type ApiKeyScope, type CreatedApiKey } from './api-keys-api';
import { RadioCards } from '../../../components/ui/radio-cards';
import { formatDateTime } from '../../../lib/format';
import { countText } from '../../../lib/list-pages';
import { DangerDialogFooter } from './danger-dialog-footer';

const scopeLabel = (scope: ApiKeyScope) => API_KEY_SCOPES.find((s) => s.value === scope)?.label ?? scope;
const dateTime = formatDateTime;
const creator = (key: ApiKey) => key.created_by_name || key.created_by_email;

/** What the Create API key form starts with. */
const NEW_KEY = { name: '', scope: 'content' as ApiKeyScope, expiresInDays: 90 };

/**
 * The name, scope and expiry of a new key. Typed or chosen and not yet created, it is unsaved work
 * (docs/product.md#unsaved-changes): closing the dialog or leaving the page asks 'Discard your changes?' first.
 */
function CreateKeyForm({ create, onCreated }: { create: ReturnType<typeof useCreateApiKey>; onCreated: (key: CreatedApiKey) => void }) {
  const scopeName = useId();
  const [name, setName] = useState(NEW_KEY.name);
  const [scope, setScope] = useState<ApiKeyScope>(NEW_KEY.scope);
  const [expiresInDays, setExpiresInDays] = useState(NEW_KEY.expiresInDays);
  const expiryId = useId();
  const [nameError, setNameError] = useState<string>();
  useUnsavedChanges(name.trim() !== NEW_KEY.name || scope !== NEW_KEY.scope || expiresInDays !== NEW_KEY.expiresInDays);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Please give the key a name.');
      return;
    }
    setNameError(undefined);
    create.mutate(
      { name, scope, expiresInDays },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!notConfirmed(error)) toast({ title: 'Failed to create API key', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogHeader>
        <DialogTitle>Create API key</DialogTitle>
        <DialogDescription>A key lets another program use the magazine's API. Only its fingerprint is stored.</DialogDescription>
      </DialogHeader>
      <div className="space-y-6">
        <Field label="Name" hint="Who or what will use it, e.g. Partner app" error={nameError} required>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={100}
              onChange={(event) => {
                setName(event.target.value);
                if (nameError && event.target.value.trim()) setNameError(undefined);
              }}
            />
          )}
        </Field>
        <RadioCards legend="Scope" name={scopeName} options={API_KEY_SCOPES} value={scope} onChange={setScope} />
        <div className="space-y-2">
          <label htmlFor={expiryId} className="block font-semibold">
            Expires after
          </label>
          <NativeSelect id={expiryId} value={String(expiresInDays)} onChange={(event) => setExpiresInDays(Number(event.target.value))}>
            {API_KEY_EXPIRIES.map((option) => (
              <option key={option.days} value={option.days}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <p className="text-base text-muted">
            A key also stops working if your password is changed, your staff role ends or your account is deleted.
          </p>
        </div>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The Create API key form (CreateKeyForm), then the new key, shown this once with a copy button. */
function CreateKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { withConfirmedPassword, confirmPasswordDialog } = useConfirmPassword();
  const create = useCreateApiKey(withConfirmedPassword);

  const onChange = (next: boolean) => {
    if (!next) {
      setCreated(null);
      create.reset();
    }
    onOpenChange(next);
  };

  return (
    <>
      <GuardedDialog open={open} onOpenChange={onChange} description="The API key you started has not been created.">
        <DialogContent className="max-w-xl" onInteractOutside={(event) => created && event.preventDefault()}>
          {created ? (
            <>
              <DialogHeader>
                <DialogTitle>Copy your new API key</DialogTitle>
                <DialogDescription>
                  {created.name} ({scopeLabel(created.scope)} scope, works until {dateTime(created.expires_at)}). Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code>.
                </DialogDescription>
              </DialogHeader>
              <div className="space-y-4">
                <label htmlFor="new-api-key" className="block font-semibold">
                  API key
                </label>
                <Textarea
                  id="new-api-key"
                  readOnly
                  rows={2}
                  value={created.key}
                  className="resize-none font-mono text-base break-all"
                  style={{ minHeight: 0 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <p role="note" className="flex items-start gap-3 rounded-md border border-premium/40 bg-premium-soft p-4 text-base text-ink">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-premium" />
                  You will not see this key again. Copy it now and keep it somewhere safe; if it is lost, revoke it and create a new one.
                </p>
              </div>
              <DialogFooter>
                <Button variant="secondary" onClick={() => void copyText(created.key, 'API key')}>
                  <Copy aria-hidden="true" className="size-5" />
                  Copy key
                </Button>
                <DialogClose asChild>
                  <Button>Done</Button>
                </DialogClose>
              </DialogFooter>
            </>
          ) : (
            <CreateKeyForm create={create} onCreated={setCreated} />
          )}
        </DialogContent>
      </GuardedDialog>
      {confirmPasswordDialog}
    </>
  );
}

function KeyStatus({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.status === 'revoked') return <Badge tone="danger">Revoked {formatShortDate(apiKey.revoked_at)}</Badge>;
  if (apiKey.status === 'expired') return <Badge tone="danger">Expired {formatShortDate(apiKey.expires_at)}</Badge>;
  if (apiKey.status === 'paused') return <Badge tone="neutral">Paused</Badge>;
  return <Badge tone="success">Active</Badge>;
}

/** API keys for other programs (admins only): create, list with who made them and their last use, revoke. */
export function ApiKeysSection() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  // Sent once typing pauses: the server searches every key, not the pages loaded so far.
  const q = useSettledValue(query.trim(), SEARCH_PAUSE_MS);
  const list = useApiKeys(q);
  const keys = list.items ?? [];
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();
  // The Revoke pressed: a revoked key has none (focusNear, docs/product.md#focus-after-a-dialog).
  const revokeOpener = useFocusNear();

  const onRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (key) => {
        setRevoking(null);
        revokeOpener.near();
        toast({ title: 'API key revoked', description: `${key.name} no longer works.` });
      },
      onError: (err) => toast({ title: 'Failed to revoke API key', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <UsersSection
      id="api-keys-heading"
      icon={KeyRound}
      title="API keys"
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-5" />
          Create API key
        </Button>
      }
    >
      <p className="text-lg text-muted">
        Keys let other programs use the API (<a href="/api/docs" className="text-accent-hover underline">API documentation</a>). Content keys read
        the published magazine; staff keys do an editor's work. No key reaches members' data, users, keys or the audit log.
      </p>
      <div className="max-w-xl space-y-2">
        <Label htmlFor={searchId}>Search keys by name, prefix or creator's email</Label>
        <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </div>
      <p className="text-base text-muted" aria-live="polite">
        {!list.total && list.totalOver === undefined
          ? ''
          : `${countText(list, 'key', 'keys')}${q ? ' match' : ''}${keys.length < (list.total ?? Infinity) ? `, ${keys.length} shown` : ''}`}
      </p>
      {list.isPending ? <Spinner label="Loading API keys" showLabel /> : null}
      {list.isError ? <LoadError message="The API keys could not be loaded." onRetry={list.refetch} /> : null}
      {!list.isPending && !list.isError && keys.length === 0 ? <p className="text-lg text-muted">{q ? 'No API key matches the search.' : 'No API keys yet.'}</p> : null}
      {keys.length ? (
        <ul className="grid gap-3" aria-label="API keys, newest first">
          {keys.map((key) => (
            <li key={key.id}>
              <Card className="flex flex-wrap items-start justify-between gap-4 p-5">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                    {key.name} <Badge tone="accent">{scopeLabel(key.scope)}</Badge> <KeyStatus apiKey={key} />
                  </p>
                  <p className="font-mono text-base break-all text-muted">{key.prefix}</p>
                  <dl className="grid gap-x-6 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
                    <dt className="text-muted">Created by</dt>
                    <dd className="break-all">{creator(key)}</dd>
                    <dt className="text-muted">Created</dt>
                    <dd>
                      <time dateTime={key.created_at}>{dateTime(key.created_at)}</time>
                    </dd>
                    <dt className="text-muted">{key.status === 'expired' ? 'Expired' : 'Expires'}</dt>
                    <dd>
                      <time dateTime={key.expires_at}>{dateTime(key.expires_at)}</time>
                    </dd>
                    <dt className="text-muted">Last used</dt>
                    <dd>{key.last_used_at ? <time dateTime={key.last_used_at}>{dateTime(key.last_used_at)}</time> : 'Never'}</dd>
                    {key.status === 'paused' ? (
                      <>
                        <dt className="text-muted">Paused</dt>
                        <dd>Until its creator turns on two-step sign-in</dd>
                      </>
                    ) : null}
                    {key.revoked_reason ? (
                      <>
                        <dt className="text-muted">Reason</dt>
                        <dd>{REVOKE_REASON_WORDS[key.revoked_reason]}</dd>
                      </>
                    ) : null}
                  </dl>
                </div>
                {key.status !== 'active' && key.status !== 'paused' ? null : (
                  <Button variant="danger" onClick={revokeOpener.from(() => setRevoking(key))} aria-label={`Revoke ${key.name}`}>
                    Revoke
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {keys.length ? <ShowOlderButton hasOlder={list.hasMore} loading={list.loadingMore} onShowOlder={list.loadMore} label="Load more keys" endText="That is every key." /> : null}

      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
      <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Revoke API key</DialogTitle>
            <DialogDescription>
              Programs using {revoking?.name ?? 'this key'} will be refused from their next request. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DangerDialogFooter label="Revoke key" pendingLabel="Revoking…" pending={revoke.isPending} onConfirm={onRevoke} />
        </DialogContent>
      </Dialog>
    </UsersSection>
  );
}
