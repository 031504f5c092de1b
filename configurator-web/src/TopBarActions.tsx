import { useState, type ComponentType } from 'react';
import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import type { ConfiguratorApi, NoticeKind, PreviewApi } from '@bookla/configurator';
import { ImportDialog } from './import/ImportDialog';
import type { ExportDialogProps } from './export/ExportDialog';

export interface TopBarContext {
  notify(kind: NoticeKind, message: string): void;
  previewApi: PreviewApi;
  cdnBase: string;
  links: { docs: string; platform: string };
}

type ExportDialogComponent = ComponentType<ExportDialogProps>;
let exportDialog: Promise<ExportDialogComponent> | undefined;
/**
 * The Export dialog and highlight.js arrive in their own chunk, fetched on the first Export click. The
 * promise is shared, and forgotten when it fails so the next click tries again.
 */
export function loadExportDialog(): Promise<ExportDialogComponent> {
  exportDialog ??= import('./export/ExportDialog').then(
    (m) => m.default,
    (error) => {
      exportDialog = undefined;
      throw error;
    },
  );
  return exportDialog;
}

export const EXPORT_LOAD_ERROR = 'Could not load the export dialog. Check your connection and try again.';

/** The standalone top-bar actions: Import, the platform and docs links, Export Code, and Start over. */
export function createTopBarActions(ctx: TopBarContext): ComponentType<{ api: ConfiguratorApi }> {
  return function TopBarActions({ api }) {
    const [importing, setImporting] = useState(false);
    const [confirming, setConfirming] = useState(false);
    const [Exporter, setExporter] = useState<ExportDialogComponent | null>(null);
    const [exporting, setExporting] = useState(false);
    const [loading, setLoading] = useState(false);

    const openExport = () => {
      if (Exporter) return setExporting(true);
      setLoading(true);
      loadExportDialog().then(
        (component) => {
          setExporter(() => component);
          setExporting(true);
          setLoading(false);
        },
        (error) => {
          console.error('Bookla: the export dialog failed to load', error);
          ctx.notify('error', EXPORT_LOAD_ERROR);
          setLoading(false);
        },
      );
    };

    return (
      // Wraps rather than squeezing: a squeezed Mantine button cuts its label ("Expo", "Impo") on a narrow screen.
      <Group gap="xs" wrap="wrap">
        <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
          Start over
        </Button>
        <Button variant="default" size="xs" onClick={() => setImporting(true)}>
          Import
        </Button>
        <Anchor href={ctx.links.platform} target="_blank" rel="noopener noreferrer" size="sm" style={{ whiteSpace: 'nowrap' }}>
          Bookla Platform
        </Anchor>
        <Anchor href={ctx.links.docs} target="_blank" rel="noopener noreferrer" size="sm">
          Docs
        </Anchor>
        <Button size="xs" onClick={openExport} loading={loading}>
          Export Code
        </Button>
        <ImportDialog opened={importing} onClose={() => setImporting(false)} api={api} notify={ctx.notify} />
        {Exporter && (
          <Exporter
            opened={exporting}
            onClose={() => setExporting(false)}
            api={api}
            previewApi={ctx.previewApi}
            cdnBase={ctx.cdnBase}
            onCopyError={() => ctx.notify('error', 'Could not copy the code. Select it and copy it by hand.')}
          />
        )}
        <Modal opened={confirming} onClose={() => setConfirming(false)} title="Start over?" centered>
          <Text size="sm">
            Every widget type goes back to its default settings and your saved drafts are deleted. This cannot be undone.
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button
              // red.9: white on the theme's red (shade 8, #e03131) is 4.5:1 at best, and axe measured it under AA.
              color="red.9"
              onClick={() => {
                api.resetAll();
                setConfirming(false);
                ctx.notify('info', 'All settings are back to their defaults.');
              }}
            >
              Start over
            </Button>
          </Group>
        </Modal>
      </Group>
    );
  };
}
