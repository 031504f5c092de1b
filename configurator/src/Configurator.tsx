import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, Box, ColorInput, Group, ScrollArea, SegmentedControl, Splitter, Tabs, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { WIDGET_TYPES, type WidgetType } from '@bookla/runtime/config';
import type { HostAdapter } from './host-adapter';
import { loadAccountItems } from './account';
import { isHexColor } from './controls/rules';
import { Preview, type PreviewWidth } from './Preview/Preview';
import { previewState } from './Preview/preview-state';
import { useDraftSync } from './state/draft-sync';
import { createConfiguratorStore, type ConfiguratorStore } from './state/store';
import { StoreContext, useConfigurator, useConfiguratorSlice, useStore } from './state/use-configurator';
import { ApiTab } from './tabs/ApiTab/ApiTab';
import type { AccountLoader, ConfigTabProps } from './tabs/ConfigTab/ConfigTab';
import { lazyTab } from './tabs/lazy-tab';
import { watchOpeners } from './Dialog/return-focus';
import { TYPE_LABELS } from './type-nouns';
import './forced-colors.css';
import './layout.css';

export interface ConfiguratorProps {
  /** Everything the host differs in: mode, top-bar actions, notices, drafts, demo credentials and links. */
  host: HostAdapter;
  /** A store made elsewhere (tests, a host that reads it); default one built from `host`. */
  store?: ConfiguratorStore;
  /** Reads the account's services, plans and gift cards; default the runtime client with the edited credentials. */
  loadAccount?: AccountLoader;
}

// The first screen is the API tab: these two come in chunks of their own, fetched right after it shows.
const ThemeTab = lazyTab<object>('theme', () => import('./tabs/ThemeTab/ThemeTab').then((m) => m.ThemeTab));
const ConfigTab = lazyTab<ConfigTabProps>('config', () => import('./tabs/ConfigTab/ConfigTab').then((m) => m.ConfigTab));
// How the page shows the widget: a chunk of its own too, fetched with them.
const EmbedTab = lazyTab<object>('embed', () => import('./tabs/EmbedTab/EmbedTab').then((m) => m.EmbedTab));

/** The settings pane, which the Splitter's handle resizes (its `aria-controls`). */
const SETTINGS_PANE_ID = 'bookla-settings-pane';

const TYPES = WIDGET_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
// The bar shows only the number; a screen reader hears what it is ('375 pixels, phone'), not a bare number.
const PREVIEW_SCHEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const PREVIEW_WIDTH_CHOICES: { value: PreviewWidth; label: ReactNode }[] = [
  { value: 'mobile', label: <>375<VisuallyHidden> pixels, phone</VisuallyHidden></> },
  { value: 'tablet', label: <>768<VisuallyHidden> pixels, tablet</VisuallyHidden></> },
  { value: 'full', label: <>Full<VisuallyHidden> width</VisuallyHidden></> },
];
/** The preview's default backdrop: dark grey, so a white widget stands out. */
export const DEFAULT_PREVIEW_BACKGROUND = '#2e2e33';

/**
 * Below this width the settings' 280 px and the preview's 420 px (and the handle) do not fit side by side: a
 * phone, or a laptop zoomed to 200 %. One pane shows at a time then, under a View switch (layout.css).
 */
const NARROW_QUERY = '(max-width: 719.98px)';
const VIEWS = [
  { value: 'settings', label: 'Settings' },
  { value: 'preview', label: 'Preview' },
];

/** Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z redoes, except while a text input has focus (its own undo wins). */
function useUndoKeys(store: ConfiguratorStore) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || e.altKey) return;
      // The first node of the path: past the preview widget's shadow root the target is the widget's host element,
      // and Ctrl+Z typed into its form would undo a setting instead of the typing.
      const t = (e.composedPath()[0] ?? e.target) as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable) && (t as HTMLInputElement).type !== 'checkbox') return;
      e.preventDefault();
      if (e.shiftKey) store.redo();
      else store.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}

function TopBar({ host, width, setWidth, background, setBackground }: { host: HostAdapter; width: PreviewWidth; setWidth(w: PreviewWidth): void; background: string; setBackground(c: string): void }) {
  // Slices, not the whole state: a colour edit changes none of them, so the bar's controls do not re-render
  // (and re-measure their indicators) on every keystroke or drag step.
  const store = useStore();
  const type = useConfiguratorSlice((s) => s.type);
  const canUndo = useConfiguratorSlice((s) => s.canUndo);
  const canRedo = useConfiguratorSlice((s) => s.canRedo);
  const auto = useConfiguratorSlice((s) => s.configs[s.type].theme.colorScheme === 'auto');
  const darkShown = useConfiguratorSlice((s) => s.darkShown);
  return (
    <Group justify="space-between" px="sm" py={8} gap="xs" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}>
      <Group gap="xs" wrap="wrap">
        <SegmentedControl size="xs" aria-label="Widget type" data={TYPES} value={type} onChange={(v) => store.setType(v as WidgetType)} />
        <SegmentedControl
          size="xs"
          aria-label="Preview width"
          data={PREVIEW_WIDTH_CHOICES}
          value={width}
          onChange={(v) => setWidth(v as PreviewWidth)}
        />
        {/* 'Auto' follows each visitor's device: the owner looks at either (the Theme tab's colour fields follow). */}
        {auto && (
          <SegmentedControl
            size="xs"
            aria-label="Preview colour scheme"
            data={PREVIEW_SCHEMES}
            value={darkShown ? 'dark' : 'light'}
            onChange={(v) => store.showDark(v === 'dark')}
          />
        )}
        <ColorInput
          size="xs"
          w={112}
          format="hex"
          aria-label="Preview background"
          withEyeDropper={false}
          defaultValue={background}
          fixOnBlur
          onChange={(v) => isHexColor(v) && setBackground(v)}
        />
        <Group gap={2}>
          <Tooltip label="Undo (Ctrl+Z)">
            <ActionIcon variant="default" aria-label="Undo" disabled={!canUndo} onClick={store.undo}>
              ↶
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Redo (Shift+Ctrl+Z)">
            <ActionIcon variant="default" aria-label="Redo" disabled={!canRedo} onClick={store.redo}>
              ↷
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <HostActions host={host} />
    </Group>
  );
}

/** The host's top-bar actions (import, export, …): they are given the current configuration, so they follow every change. */
function HostActions({ host }: { host: HostAdapter }) {
  const [, store] = useConfigurator();
  const Actions = host.TopBarActions;
  return <Actions api={store.api()} />;
}

/** The preview, the one part of the layout that follows every change. */
function LivePreview(props: { api: HostAdapter['api']; notify: HostAdapter['notify']; width: PreviewWidth; background: string }) {
  const [state] = useConfigurator();
  return <Preview type={state.type} config={state.configs[state.type]} darkShown={state.darkShown} {...props} />;
}

/**
 * The frame: it reads only what it shows itself (the preview API base for the account lists), so an edit
 * re-renders the fields and the preview that follow it, not the splitter, tabs and scroll areas around them.
 */
function Layout({ host, loadAccount }: { host: HostAdapter; loadAccount?: AccountLoader }) {
  const store = useStore();
  const [width, setWidth] = useState<PreviewWidth>('full');
  const [background, setBackground] = useState(DEFAULT_PREVIEW_BACKGROUND);
  // Read at once, not after the first paint: a phone would otherwise flash both panes squeezed side by side.
  const narrow = useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false });
  const [view, setView] = useState('settings');
  useUndoKeys(store);
  useEffect(() => {
    ThemeTab.preload();
    ConfigTab.preload();
    EmbedTab.preload();
  }, []);
  const apiUrl = useConfiguratorSlice((s) => previewState(s.type, s.configs[s.type], host.api).apiUrl);
  const account: AccountLoader = useCallback(
    (kind) => {
      const s = store.getSnapshot();
      return loadAccount ? loadAccount(kind) : loadAccountItems(kind, s.configs[s.type], apiUrl);
    },
    [loadAccount, apiUrl, store],
  );
  return (
    <Box h="100%" mah="100%" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }} className="bk-configurator" data-view={narrow ? view : undefined}>
      {narrow ? (
        <Box p={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <SegmentedControl fullWidth size="sm" aria-label="View" data={VIEWS} value={view} onChange={setView} />
        </Box>
      ) : null}
      {/* The panes stay mounted in both layouts: the open tab, the open sections and the loaded preview survive a switch. */}
      {/* The handle is a focusable separator whose value is the settings pane's width in px: named after that
          pane (as the ARIA window splitter pattern asks), a screen reader says 'Settings pane width, 410' instead
          of an unnamed separator. */}
      <Splitter style={{ flex: 1, minHeight: 0 }} step={1} attributes={{ handle: { 'aria-label': 'Settings pane width', 'aria-controls': SETTINGS_PANE_ID } }}>
        <Splitter.Pane defaultSize={32} min="280px" role="region" aria-label="Settings" data-pane="settings" id={SETTINGS_PANE_ID}>
          <Tabs defaultValue="api" keepMounted={false} h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
            <Tabs.List grow>
              <Tabs.Tab value="api">API</Tabs.Tab>
              <Tabs.Tab value="theme">Theme</Tabs.Tab>
              <Tabs.Tab value="config">Config</Tabs.Tab>
              <Tabs.Tab value="embed">Embed</Tabs.Tab>
            </Tabs.List>
            <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
              <Box p="xs">
                <Tabs.Panel value="api">
                  <ApiTab host={host} />
                </Tabs.Panel>
                <Tabs.Panel value="theme">
                  <ThemeTab />
                </Tabs.Panel>
                <Tabs.Panel value="config">
                  <ConfigTab loadAccount={account} />
                </Tabs.Panel>
                <Tabs.Panel value="embed">
                  <EmbedTab />
                </Tabs.Panel>
              </Box>
            </ScrollArea>
          </Tabs>
        </Splitter.Pane>
        <Splitter.Pane defaultSize={68} min="420px" role="region" aria-label="Preview" data-pane="preview">
          <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }}>
            <TopBar host={host} width={width} setWidth={setWidth} background={background} setBackground={setBackground} />
            {/* The background fills the pane too: a preview shorter than the pane (a gift card list) left white below. */}
            <ScrollArea style={{ flex: 1, background }} type="auto">
              <LivePreview api={host.api} notify={host.notify} width={width} background={background} />
            </ScrollArea>
          </Box>
        </Splitter.Pane>
      </Splitter>
    </Box>
  );
}

/**
 * The settings UI with a live preview, shared by every host. Render it inside the host's MantineProvider;
 * it fills its parent's height.
 */
export function Configurator({ host, store, loadAccount }: ConfiguratorProps) {
  const own = useMemo(() => store ?? createConfiguratorStore(host), [store, host]);
  // Drafts are saved a moment after the last change: write the rest when the page is hidden, left or unmounted.
  useEffect(() => {
    const flush = () => own.flush();
    const hidden = () => document.visibilityState === 'hidden' && flush();
    // Text fields apply on blur, and closing the tab blurs nothing: what was typed last (an API key, a success
    // text) was lost. Leaving the field applies it first. (Switching tabs or apps blurs it already.)
    const left = () => {
      (document.activeElement as HTMLElement | null)?.blur?.();
      flush();
    };
    addEventListener('pagehide', left);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      removeEventListener('pagehide', left);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [own]);
  useDraftSync(host, own);
  // Every dialog inside, the hosts' lazily loaded ones too, finds the control that opened it (Dialog/Dialog.tsx).
  useEffect(watchOpeners, []);
  return (
    <StoreContext.Provider value={own}>
      <Layout host={host} loadAccount={loadAccount} />
    </StoreContext.Provider>
  );
}
