import { useState, type ComponentType } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { StartOver, type ConfiguratorApi, type NoticeKind, type PreviewApi } from '@bookla/configurator';
import type { ExportDialogProps } from './export/ExportDialog';
import type { ImportDialogProps } from './import/ImportDialog';

export interface TopBarContext {
  notify(kind: NoticeKind, message: string): void;
  previewApi: PreviewApi;
  cdnBase: string;
  links: { docs: string; platform: string };
}

/**
 * A dialog that arrives in its own chunk, fetched on the first click that opens it. The promise is shared, and
 * forgotten when it fails so the next click tries again.
 */
function lazyDialog<P>(load: () => Promise<{ default: ComponentType<P> }>): () => Promise<ComponentType<P>> {
  let loading: Promise<ComponentType<P>> | undefined;
  return () =>
    (loading ??= load().then(
      (m) => m.default,
      (error) => {
        loading = undefined;
        throw error;
      },
    ));
}

/** The Export dialog, with highlight.js. */
export const loadExportDialog = lazyDialog<ExportDialogProps>(() => import('./export/ExportDialog'));
/** The Import dialog, with the snippet reader and the JSON5 parser it uses for hand-written code (~10 KB gzip). */
export const loadImportDialog = lazyDialog<ImportDialogProps>(() => import('./import/ImportDialog'));

export const EXPORT_LOAD_ERROR = 'Could not load the export dialog. Check your connection and try again.';
export const IMPORT_LOAD_ERROR = 'Could not load the import dialog. Check your connection and try again.';

/** A lazily loaded dialog's component once loaded, whether it is open, and what opens it (loading it first). */
function useLazyDialog<P>(load: () => Promise<ComponentType<P>>, what: string, failed: string, notify: TopBarContext['notify']) {
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  const open = () => {
    if (Dialog) return setOpened(true);
    setLoading(true);
    load().then(
      (component) => {
        setDialog(() => component);
        setOpened(true);
        setLoading(false);
      },
      (error) => {
        console.error(`Bookla: the ${what} dialog failed to load`, error);
        notify('error', failed);
        setLoading(false);
      },
    );
  };
  return { Dialog, opened, loading, open, close: () => setOpened(false) };
}

/** The standalone top-bar actions: Import, the platform and docs links, Export Code, and Start over. */
export function createTopBarActions(ctx: TopBarContext): ComponentType<{ api: ConfiguratorApi }> {
  return function TopBarActions({ api }) {
    const exporter = useLazyDialog(loadExportDialog, 'export', EXPORT_LOAD_ERROR, ctx.notify);
    const importer = useLazyDialog(loadImportDialog, 'import', IMPORT_LOAD_ERROR, ctx.notify);

    return (
      // Wraps rather than squeezing: a squeezed Mantine button cuts its label ("Expo", "Impo") on a narrow screen.
      <Group gap="xs" wrap="wrap">
        <StartOver api={api} notify={ctx.notify} size="xs" />
        <Button variant="default" size="xs" onClick={importer.open} loading={importer.loading}>
          Import
        </Button>
        <Anchor href={ctx.links.platform} target="_blank" rel="noopener noreferrer" size="sm" style={{ whiteSpace: 'nowrap' }}>
          Bookla Platform
        </Anchor>
        <Anchor href={ctx.links.docs} target="_blank" rel="noopener noreferrer" size="sm">
          Docs
        </Anchor>
        <Button size="xs" onClick={exporter.open} loading={exporter.loading}>
          Export Code
        </Button>
        {importer.Dialog && <importer.Dialog opened={importer.opened} onClose={importer.close} api={api} notify={ctx.notify} />}
        {exporter.Dialog && (
          <exporter.Dialog
            opened={exporter.opened}
            onClose={exporter.close}
            api={api}
            previewApi={ctx.previewApi}
            cdnBase={ctx.cdnBase}
            onCopyError={() => ctx.notify('error', 'Could not copy the code. Select it and copy it by hand.')}
          />
        )}
      </Group>
    );
  };
}
