import { memo } from 'react';
import { Accordion, Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { EMBED_DEFAULTS, embedMode, launcherTextPair, type EmbedMode, type EmbedSettings } from '@bookla/runtime/config';
import { ColorField, NumberField, TextField } from '../../controls/controls';
import { contrastWarning, ruleAt } from '../../controls/rules';
import { Row } from '../../controls/row';
import { useConfiguratorSlice, useStore } from '../../state/use-configurator';
import { Section, humanize } from '../section';

const MODE = ['embed', 'mode'] as const;
const LAUNCHER = ['embed', 'launcher'] as const;
const CLOSE_TEXT = ['embed', 'closeText'] as const;

/** The modes, in the model's order, by the names owners know them by. */
const MODE_LABELS: Record<EmbedMode, string> = { inline: 'Inline', popup: 'Popup', floating: 'Floating button' };

/** What the page does in each mode, in a sentence under the choice. */
export const MODE_NOTES: Record<EmbedMode, string> = {
  inline: 'The widget shows in the page, in the element the code puts it in.',
  popup: 'The widget opens in a dialog over the page when a visitor clicks a button or link of yours that is marked to open it. Any element can be.',
  floating: 'A button in a bottom corner of the page opens the widget in a dialog. Its text, colours and place are set below.',
};

/** The type's `embed` (the model always holds it; a type's defaults stand in for a state made without it). */
const useEmbed = (): EmbedSettings => useConfiguratorSlice((s) => s.configs[s.type].embed ?? EMBED_DEFAULTS[s.type]);

function ModeField() {
  const store = useStore();
  const mode = useConfiguratorSlice((s) => embedMode(s.configs[s.type]));
  const rule = ruleAt(MODE, 'choice');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="embed-mode-label">
        How the page shows the widget
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-labelledby="embed-mode-label"
        data={rule.values.map((value) => ({ value, label: MODE_LABELS[value as EmbedMode] }))}
        value={mode}
        onChange={(value) => store.set([...MODE], value)}
      />
      <Text size="xs" c="var(--bookla-color-muted)" data-testid="embed-mode-note">
        {MODE_NOTES[mode]}
      </Text>
    </Stack>
  );
}

/** The launcher's text on its background under WCAG AA for text: it is drawn on any page, in either colour scheme. */
function LauncherContrast({ launcher }: { launcher: EmbedSettings['launcher'] }) {
  const pair = launcherTextPair(launcher);
  const warning = contrastWarning('Button text', pair.text, 'its background', pair.background);
  if (!warning) return null;
  return (
    <Alert color="yellow" variant="light" title="Low contrast" p="xs" styles={{ title: { color: 'var(--bookla-color-warning)' } }}>
      {warning}
    </Alert>
  );
}

function LauncherFields() {
  const store = useStore();
  const launcher = useEmbed().launcher;
  const side = ruleAt([...LAUNCHER, 'side'], 'choice');
  const set = (key: keyof EmbedSettings['launcher']) => (value: unknown) => store.set([...LAUNCHER, key], value);
  return (
    <>
      <TextField label="Text" value={launcher.text} rule={ruleAt([...LAUNCHER, 'text'], 'text')} onChange={set('text')} />
      <ColorField label="Background" value={launcher.background} onChange={set('background')} />
      <ColorField label="Text colour" value={launcher.textColor} onChange={set('textColor')} />
      <LauncherContrast launcher={launcher} />
      <Row label="Side">
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label="Side"
          // Left before right, as on the page.
          data={[...side.values].sort().map((value) => ({ value, label: humanize(value) }))}
          value={launcher.side}
          onChange={set('side')}
        />
      </Row>
      <NumberField label="Side offset" value={launcher.sideOffset} rule={ruleAt([...LAUNCHER, 'sideOffset'], 'number')} suffix="px" onChange={set('sideOffset')} />
      <NumberField label="Bottom offset" value={launcher.bottomOffset} rule={ruleAt([...LAUNCHER, 'bottomOffset'], 'number')} suffix="px" onChange={set('bottomOffset')} />
      <Text size="xs" c="var(--bookla-color-muted)">
        The offsets are the button's distance from that side and from the bottom of the window; a phone's rounded corners and home bar are added.
      </Text>
    </>
  );
}

/** The dialog's close button: its name, in the owner's language (popup and floating). */
function DialogFields() {
  const store = useStore();
  const closeText = useEmbed().closeText;
  return (
    <>
      <TextField label="Close button" value={closeText} rule={ruleAt([...CLOSE_TEXT], 'text')} onChange={(v) => store.set([...CLOSE_TEXT], v)} />
      <Text size="xs" c="var(--bookla-color-muted)">
        The name of the dialog&apos;s close button: screen readers say it, and it shows when a pointer rests on the button.
      </Text>
    </>
  );
}

/**
 * How the page shows the widget (`embed`): inline, in a dialog the page's own elements open, or in a dialog the
 * launcher button opens; the dialog's settings for both, and the launcher's for the floating mode only (no other
 * mode draws it).
 */
export const EmbedTab = memo(function EmbedTab() {
  const mode = useConfiguratorSlice((s) => embedMode(s.configs[s.type]));
  return (
    <Accordion multiple defaultValue={['mode', 'launcher', 'dialog']} variant="separated" chevronPosition="right">
      <Section value="mode" title="Embed mode" paths={[[...MODE]]}>
        <ModeField />
      </Section>
      {mode === 'floating' && (
        <Section value="launcher" title="Launcher button" paths={[[...LAUNCHER]]}>
          <LauncherFields />
        </Section>
      )}
      {mode !== 'inline' && (
        <Section value="dialog" title="Dialog" paths={[[...CLOSE_TEXT]]}>
          <DialogFields />
        </Section>
      )}
    </Accordion>
  );
});
