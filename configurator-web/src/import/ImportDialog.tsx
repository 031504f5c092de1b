import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, List, Text, Textarea } from '@mantine/core';
import { Dialog, type ConfiguratorApi, type NoticeKind } from '@bookla/configurator';
import { importSnippet, IMPORT_MESSAGES, MAX_LISTED, skippedMessage } from './import-snippet';
import type { SanitizeWarning } from '@bookla/runtime/config';

/** How long the success message shows before the dialog closes and the text is cleared. */
export const SUCCESS_MS = 1000;

export interface ImportDialogProps {
  opened: boolean;
  onClose(): void;
  api: Pick<ConfiguratorApi, 'applyImported'>;
  notify(kind: NoticeKind, message: string): void;
}

/** What sanitizing dropped, as one notice the owner can read after the dialog has closed. */
export function droppedNotice(warnings: SanitizeWarning[]): string {
  const listed = warnings.slice(0, MAX_LISTED).map((w) => `${w.path || 'configuration'}: ${w.message}`);
  const more = warnings.length - listed.length;
  return `Some settings were not imported. ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

/**
 * The Import Configuration dialog: a pasted snippet is read by `importSnippet` (parsed, never run). Errors
 * stay in the dialog beside the text; a success shows its message, then after one second the dialog closes
 * and the text is cleared. Whatever sanitizing dropped, and every widget of the code besides the one imported, is
 * said here and in a notice that outlives the dialog.
 */
export default function ImportDialog({ opened, onClose, api, notify }: ImportDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ warnings: SanitizeWarning[]; skipped: string | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    clearTimeout(timer.current);
    // Closed during the success message: the text was imported, so it goes as it would a second later.
    if (done) setText('');
    setError(null);
    setDone(null);
    onClose();
  };

  const submit = () => {
    if (done) return;
    const outcome = importSnippet(text, api);
    if (!outcome.ok) {
      setError(outcome.message);
      if (outcome.message === IMPORT_MESSAGES.applyFailed) notify('error', outcome.message);
      return;
    }
    setError(null);
    const skipped = skippedMessage(outcome.imported, outcome.skipped);
    setDone({ warnings: outcome.warnings, skipped });
    if (skipped) notify('warning', skipped);
    if (outcome.warnings.length) notify('warning', droppedNotice(outcome.warnings));
    timer.current = setTimeout(() => {
      setText('');
      close();
    }, SUCCESS_MS);
  };

  return (
    <Dialog opened={opened} onClose={close} title="Import Configuration" size="lg" centered>
      <Text size="sm" mb="sm">
        Paste the code exported from this configurator (HTML or React) or a widget script written by hand. It is read, never run.
      </Text>
      <Textarea
        label="Widget script"
        placeholder="<script>…</script>"
        autosize
        minRows={8}
        maxRows={16}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } }}
        data-autofocus
        disabled={done !== null}
      />
      {done && (
        <Alert color="green" variant="light" mt="sm" title={IMPORT_MESSAGES.success} role="status">
          {done.skipped && <Text size="sm">{done.skipped}</Text>}
          {done.warnings.length > 0 && (
            <>
              <Text size="sm">These settings were not valid and were left at their defaults:</Text>
              <List size="sm">
                {done.warnings.slice(0, MAX_LISTED).map((w, i) => (
                  <List.Item key={i}>
                    <code>{w.path || 'configuration'}</code>: {w.message}
                  </List.Item>
                ))}
                {done.warnings.length > MAX_LISTED && <List.Item>and {done.warnings.length - MAX_LISTED} more</List.Item>}
              </List>
            </>
          )}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={done !== null}>
          Import
        </Button>
      </Group>
    </Dialog>
  );
}
