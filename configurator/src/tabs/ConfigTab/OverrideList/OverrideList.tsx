import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEdit } from '../../../state/use-configurator';
import { ruleAt } from '../../../controls/rules';

/** The length the widgets keep of an entry's title and description (every list's are the same). */
const TEXT_MAX = ruleAt(['servicesConfig', '*', 'title'], 'text').maxLength;

/** One thing of the account (a service, a plan, a gift card) an owner may give an override. */
export interface AccountItem {
  id: string;
  name: string;
}
/** An override entry of the configuration: its ID under `idKey` (serviceId, subscriptionId, giftCardId). */
export type OverrideEntry = {
  title?: string;
  description?: string;
  /** Services only: this service's own resource picker setting and texts. */
  hideResourcePicker?: boolean;
  selectResourceTitle?: string;
  anyResourceOption?: string;
} & Record<string, unknown>;

/** The resource picker choice of a service entry: the widget's setting unless the entry has its own. */
const PICKER = [
  { value: 'inherit', label: 'As set in Resource' },
  { value: 'show', label: 'Shown' },
  { value: 'hide', label: 'Hidden' },
];

/** A service entry's resource picker fields: whether it shows, and its two texts (empty = the widget's text). */
function ResourceFields({ entry, update }: { entry: OverrideEntry; update(patch: Partial<OverrideEntry>): void }) {
  const picker = entry.hideResourcePicker === undefined ? 'inherit' : entry.hideResourcePicker ? 'hide' : 'show';
  // An emptied text is removed rather than kept as '': the widget then shows its own text, as the label says.
  const text = (key: 'selectResourceTitle' | 'anyResourceOption') => (v: string) => update({ [key]: v.trim() ? v : undefined });
  return (
    <>
      <Select
        size="xs"
        label="Resource picker"
        data={PICKER}
        value={picker}
        allowDeselect={false}
        onChange={(v) => update({ hideResourcePicker: v === 'hide' ? true : v === 'show' ? false : undefined })}
      />
      {picker !== 'hide' && (
        <>
          <DebouncedInput label="Resource title (empty: the Resource section's)" value={entry.selectResourceTitle ?? ''} onChange={text('selectResourceTitle')} />
          <DebouncedInput label="Any resource option (empty: the Resource section's)" value={entry.anyResourceOption ?? ''} onChange={text('anyResourceOption')} />
        </>
      )}
    </>
  );
}

/** Text edits in override lists reach the configuration this long after the last key press. */
export const OVERRIDE_DEBOUNCE_MS = 300;

/** Entries whose ID the account has, in the configuration's order, each with its account name. */
export function visibleEntries(entries: readonly OverrideEntry[], idKey: string, items: readonly AccountItem[]): { entry: OverrideEntry; id: string; index: number; name: string }[] {
  const names = new Map(items.map((i) => [i.id, i.name]));
  return entries.flatMap((entry, index) => {
    const id = entry[idKey];
    return typeof id === 'string' && names.has(id) ? [{ entry, id, index, name: names.get(id)! }] : [];
  });
}

/**
 * A text input whose value reaches `onChange` 300 ms after typing stops (and at once on blur). What it applies
 * while it has the focus is one edit, one undo step, however many pauses the typing had.
 */
export function DebouncedInput({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const [text, setText] = useState(value);
  const edit = useEdit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flush = (v: string) => {
    clearTimeout(timer.current);
    if (v !== value) latest.current(v);
  };
  return (
    <TextInput
      size="xs"
      label={label}
      value={text}
      maxLength={TEXT_MAX}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setText(v);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => latest.current(v), OVERRIDE_DEBOUNCE_MS);
      }}
      onFocus={edit.begin}
      onBlur={() => {
        flush(text);
        edit.end();
      }}
    />
  );
}

/**
 * Overrides of titles and descriptions for things of the account. Only entries whose ID the account has
 * are shown (with the account's name); new entries are picked from what the account has.
 */
export function OverrideList(props: {
  noun: string;
  idKey: string;
  load: () => Promise<AccountItem[]>;
  loadKey: string;
  entries: readonly OverrideEntry[];
  onChange(entries: OverrideEntry[]): void;
  /** Services: each entry also sets its own resource picker and its texts. */
  resourceFields?: boolean;
}) {
  const [items, setItems] = useState<AccountItem[] | null>(null);
  const [error, setError] = useState(false);
  // 'Try again' after a failed read (the network, the platform): it need not wait for new credentials. The
  // message and its button stay while it runs (busy, still focused); once the list is there, focus moves into it.
  const [retrying, setRetrying] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // Numbers the reads: only the latest one's answer counts (new credentials, unmounting).
  const run = useRef(0);
  /** Reads the list; a `retry` keeps what is shown (and the focus) until the answer comes. */
  const read = ({ retry = false } = {}) => {
    const id = ++run.current;
    if (!retry) {
      setItems(null);
      setError(false);
      refocus.current = false;
    }
    props.load().then(
      (loaded) => id === run.current && (setItems(loaded), setError(false), setRetrying(false)),
      () => id === run.current && (setError(true), setItems((current) => current ?? []), setRetrying(false)),
    );
  };
  useEffect(() => {
    read();
    return () => void ++run.current;
    // The account changes only with the credentials, which loadKey names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.loadKey]);
  useEffect(() => {
    if (refocus.current && !error && items) {
      refocus.current = false;
      list.current?.querySelector<HTMLElement>('input, button')?.focus();
    }
  });
  // An indeterminate progress bar by role: a plain span may not carry a name (axe aria-prohibited-attr).
  if (!items) return <Loader size="sm" role="progressbar" aria-label={`Loading ${props.noun}s`} />;
  const shown = visibleEntries(props.entries, props.idKey, items);
  const free = items.filter((i) => !props.entries.some((e) => e[props.idKey] === i.id));
  // A member patched to undefined leaves the entry (the configuration keeps no undefined members).
  const update = (index: number, patch: Partial<OverrideEntry>) =>
    props.onChange(
      props.entries.map((e, i) => (i === index ? Object.fromEntries(Object.entries({ ...e, ...patch }).filter(([, v]) => v !== undefined)) : e)),
    );
  return (
    <Stack gap="xs" ref={list}>
      {error && (
        <Alert color="red" variant="light" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">Could not load your {props.noun}s. Check the API tab.</Text>
            <Button
              size="compact-sm"
              variant="default"
              aria-busy={retrying || undefined}
              onClick={() => {
                if (retrying) return;
                refocus.current = true;
                setRetrying(true);
                read({ retry: true });
              }}
            >
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {shown.map(({ entry, id, index, name }) => (
        <Paper key={id} withBorder p="xs" radius="sm">
          <Group justify="space-between" mb={4} wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            <ActionIcon size="sm" variant="subtle" color="gray" c="var(--bookla-color-strong)" aria-label={`Remove override of ${name}`} onClick={() => props.onChange(props.entries.filter((_, i) => i !== index))}>
              ×
            </ActionIcon>
          </Group>
          <DebouncedInput label="Title" value={entry.title ?? ''} onChange={(title) => update(index, { title })} />
          <DebouncedInput label="Description" value={entry.description ?? ''} onChange={(description) => update(index, { description })} />
          {props.resourceFields && <ResourceFields entry={entry} update={(patch) => update(index, patch)} />}
        </Paper>
      ))}
      {free.length > 0 && (
        <Select
          size="xs"
          aria-label={`Add a ${props.noun} override`}
          placeholder={`Add a ${props.noun}…`}
          data={free.map((i) => ({ value: i.id, label: i.name }))}
          value={null}
          onChange={(id) => id && props.onChange([...props.entries, { [props.idKey]: id }])}
        />
      )}
      {!error && items.length === 0 && (
        <Text size="xs" c="var(--bookla-color-muted)">
          This account has no {props.noun}s.
        </Text>
      )}
    </Stack>
  );
}
