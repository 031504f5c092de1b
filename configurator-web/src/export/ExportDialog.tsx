import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, ScrollArea, Tabs, Text } from '@mantine/core';
import { useClipboard, useMediaQuery } from '@mantine/hooks';
import { Dialog, TYPE_NOUNS, type ConfiguratorApi, type PreviewApi } from '@bookla/configurator';
import { embedMode, OPENER_ATTRIBUTE, type EmbedMode, type WidgetType } from '@bookla/runtime/config';
import { exportedConfig, exportedElementId, htmlCode, reactCode } from './export-code';
import { highlight } from './highlight';

export interface ExportDialogProps {
  opened: boolean;
  onClose(): void;
  api: Pick<ConfiguratorApi, 'widgetType' | 'config' | 'usesDemoData'>;
  previewApi: PreviewApi;
  /** Where widget.js is served: `{cdnBase}/{version}/widget.js`. */
  cdnBase: string;
  /** Reports a failed copy (the clipboard may be blocked). */
  onCopyError?(error: unknown): void;
}

// Mantine's yellow title on its light yellow is about 2:1; the warning colour (theme.ts: a dark amber in the
// light scheme, a light one in the dark) keeps the warning readable in both.
const AMBER = { title: { color: 'var(--bookla-color-warning)' } };

/**
 * On a window tall enough for the whole dialog with a few lines of code, the dialog never outgrows it: its body
 * is a column in which the code takes what room is left (at most half the window), so Copy Code stays in view on
 * a short window (a 1366×768 laptop shows ~640 px) instead of below the fold of a dialog that scrolls. Everything
 * but the code keeps its height (a squeezed warning cut its last line on a phone). On a window shorter than that
 * (a laptop zoomed to 200 %) the code would be squeezed to nothing: the dialog scrolls as any other then.
 */
const FITS_QUERY = '(min-height: 36em)';
const FIT = {
  content: { display: 'flex', flexDirection: 'column' },
  body: { display: 'flex', flexDirection: 'column', minHeight: 0 },
} as const;
const SHRINK = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;
const KEEP = { flexShrink: 0 } as const;

/** How long the Copy button reads 'Copied!'. */
export const COPIED_MS = 2000;

type Tab = 'html' | 'react';

/** What to do with the code, by how the page shows the widget. */
function Intro({ type, mode }: { type: WidgetType; mode: EmbedMode }) {
  const noun = TYPE_NOUNS[type];
  return mode === 'popup' ? (
    <>
      Put <code>{`${OPENER_ATTRIBUTE}="${exportedElementId(type)}"`}</code> on any element of your page to make it open the {noun} widget in a dialog, or
      keep the example button.
    </>
  ) : (
    <>Paste this code {mode === 'floating' ? `into each page that should show the button opening the ${noun} widget` : `where the ${noun} widget should appear on your website`}.</>
  );
}

/**
 * The Export Widget Code dialog: the code to paste, as an HTML snippet or a React component, read-only and
 * highlighted, with one Copy button for the tab on show. Loaded on demand with highlight.js.
 */
export default function ExportDialog({ opened, onClose, api, previewApi, cdnBase, onCopyError }: ExportDialogProps) {
  const [tab, setTab] = useState<Tab>('html');
  const type = api.widgetType;
  const mode = embedMode(api.config);
  const code = useMemo(() => {
    const config = exportedConfig(type, api.config, previewApi);
    return { html: htmlCode(type, config, cdnBase), react: reactCode(type, config) };
  }, [type, api.config, previewApi, cdnBase]);
  const clipboard = useClipboard({ timeout: COPIED_MS });
  const fits = useMediaQuery(FITS_QUERY, undefined, { getInitialValueInEffect: false });
  // Told once per failed copy: keyed by the error alone, since the caller's callback is a new function on every
  // render of the top bar, and the error stays set while the dialog is closed and opened again.
  const copyError = useRef(onCopyError);
  copyError.current = onCopyError;
  useEffect(() => {
    if (clipboard.error) copyError.current?.(clipboard.error);
  }, [clipboard.error]);

  return (
    <Dialog opened={opened} onClose={onClose} title="Export Widget Code" size="xl" centered styles={fits ? FIT : undefined}>
      <Text size="sm" mb="sm" style={KEEP} data-testid="export-intro">
        <Intro type={type} mode={mode} />
      </Text>
      {api.usesDemoData && (
        <Alert color="yellow" variant="light" title="Warning: Demo Data is Being Used" mb="sm" role="status" styles={AMBER} style={KEEP}>
          The widget shows the demo company. Replace the demo API key, company ID and service ID with your own in the API tab
          before you publish it.
        </Alert>
      )}
      <Tabs value={tab} onChange={(v) => (setTab(v === 'react' ? 'react' : 'html'), clipboard.reset())} style={fits ? SHRINK : undefined}>
        <Tabs.List>
          <Tabs.Tab value="html">HTML</Tabs.Tab>
          <Tabs.Tab value="react">React</Tabs.Tab>
        </Tabs.List>
        {(['html', 'react'] as const).map((t) => (
          <Tabs.Panel key={t} value={t} pt="sm" style={fits ? SHRINK : undefined}>
            {t === 'react' && mode === 'popup' && (
              <Alert color="blue" variant="light" mb="sm" p="xs" style={KEEP}>
                The component renders its own button that opens the widget in a dialog; give it your button’s content as its
                children, and your class or style.
              </Alert>
            )}
            <ScrollArea.Autosize mah="50vh" type="auto" style={{ minHeight: 0 }}>
              <pre
                data-testid={`export-code-${t}`}
                // A named region: a scrolling block the keyboard can reach needs a role its name belongs to (a
                // name on a plain pre is not read out).
                tabIndex={0}
                role="region"
                aria-label={t === 'html' ? 'HTML code' : 'React code'}
                // The code stays dark on light in either scheme: the token colours are chosen for this background.
                style={{ margin: 0, padding: 12, background: '#f8f9fa', color: '#383a42', borderRadius: 6, fontSize: 13, lineHeight: 1.5 }}
              >
                <code>{highlight(code[t], t === 'html' ? 'xml' : 'javascript')}</code>
              </pre>
            </ScrollArea.Autosize>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group justify="flex-end" mt="md" style={KEEP}>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button color={clipboard.copied ? 'teal' : undefined} onClick={() => clipboard.copy(code[tab])}>
          {clipboard.copied ? 'Copied!' : 'Copy Code'}
        </Button>
      </Group>
    </Dialog>
  );
}
